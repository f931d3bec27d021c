import type { HelpDetail } from '@site/api-contract';
import { DataSlot, drawnByBuild, PageLead } from '../../components/FirstView';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { HelpBlocks } from './HelpBlocks';
import { HelpContact } from './HelpContact';
import { SiteLink } from './SiteLink';
import './help.css';

/**
 * The least height of the text's box: more than a phone shows under the heading block (every topic's
 * text is longer), so what follows it stays out of the first screen and nothing moves when it comes.
 */
const DOC_HEIGHT = 700;

/**
 * /help/<topic>: the topic's text as the platform structures it, then the way to more help. Its
 * first view (issue #36, drawn into the HTML by the build) is the heading block with the topic's
 * title from the page table and the text's box; the text the route's loader asked for fills the box.
 */
export function HelpTopicPage({ title, doc: asked }: { title: string; doc: Promise<HelpDetail> }) {
  const view = useDeferred(asked);
  // A text that could not be read is the page's failure, as when the route waited for it: the
  // router's failure view with 重新加载 (LazyLoadViews), whose code loads only then.
  if (view.status === 'error') throw view.error;
  // One HTML serves every topic (src/prerender): the build draws the title as a blank line.
  const shown = drawnByBuild() ? '\u00a0' : title;
  return (
    <PageFrame title={shown}>
      <div className="stack help">
        <PageLead className="help-topic-lead" title={shown} text="帮助中心 · 仍有疑问可随时咨询在线客服" />
        <DataSlot loading={view.status === 'loading'} minHeight={DOC_HEIGHT} rows={8}>
          {view.status === 'ready' ? (
            <article className="stack help-doc" aria-label={view.data.title}>
              <header className="help-doc__header">
                <p className="help-doc__meta">
                  <span>{view.data.group}</span>
                  <span aria-hidden="true"> · </span>
                  <span>更新于 {view.data.updatedAt}</span>
                </p>
              </header>
              <HelpBlocks blocks={view.data.blocks} />
            </article>
          ) : null}
        </DataSlot>
        <SiteLink href="/help" className="help-back">
          ‹ 返回帮助中心，查看全部帮助
        </SiteLink>
        <HelpContact />
      </div>
    </PageFrame>
  );
}
