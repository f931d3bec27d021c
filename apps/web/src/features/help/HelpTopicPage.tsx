import type { HelpDetail } from '@site/api-contract';
import { PageFrame } from '../../components/PageFrame';
import { HelpBlocks } from './HelpBlocks';
import { HelpContact } from './HelpContact';
import { SiteLink } from './SiteLink';
import './help.css';

/** /help/<topic>: the topic's text as the platform structures it, then the way to more help. */
export function HelpTopicPage({ title, doc }: { title: string; doc: HelpDetail }) {
  return (
    <PageFrame title={title}>
      <div className="stack help">
        <article className="stack help-doc" aria-label={doc.title}>
          <header className="help-doc__header">
            <p className="help-doc__meta">
              <span>{doc.group}</span>
              <span aria-hidden="true"> · </span>
              <span>更新于 {doc.updatedAt}</span>
            </p>
          </header>
          <HelpBlocks blocks={doc.blocks} />
        </article>
        <SiteLink href="/help" className="help-back">
          ‹ 返回帮助中心，查看全部帮助
        </SiteLink>
        <HelpContact />
      </div>
    </PageFrame>
  );
}
