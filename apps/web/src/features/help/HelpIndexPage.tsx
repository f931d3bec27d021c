import type { HelpListItem } from '@site/api-contract';
import { Cell, Empty, Input, List } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { DataSlot, PageLead } from '../../components/FirstView';
import { LoadFailed } from '../../components/LoadViews';
import { PageFrame } from '../../components/PageFrame';
import { useDeferred } from '../../components/use-deferred';
import { groupTopics, markTerms, queryTerms, searchHelp } from './help-search';
import type { Marked } from './help-search';
import { HelpContact } from './HelpContact';
import { useSiteNavigate } from './SiteLink';
import './help.css';

const topicPath = (topic: HelpListItem) => `/help/${topic.slug}`;

function MarkedText({ parts }: { parts: Marked[] }) {
  return parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>));
}

const NO_TOPICS: readonly HelpListItem[] = [];

/**
 * The least height of the topics' box: more than a phone shows under the heading block, so the
 * contact card below stays out of the first screen and nothing in it moves when the topics come.
 */
const TOPICS_HEIGHT = 700;

/**
 * /help: the topics grouped as the platform groups them, and a search over their titles and text.
 * Its first view (issue #36, drawn into the HTML by the build) is the heading block with the search
 * and the topics' box; the list the route's loader asked for fills the box.
 */
export function HelpIndexPage({ topics: asked }: { topics: Promise<readonly HelpListItem[]> }) {
  const router = useRouter();
  const view = useDeferred(asked);
  const topics = view.status === 'ready' ? view.data : NO_TOPICS;
  const [query, setQuery] = useState('');
  // Typing stays instant; the list follows a moment later on a slow phone.
  const deferredQuery = useDeferredValue(query);
  // Until the topics have come there is nothing to search: the box shows they are loading.
  const typed = view.status === 'ready' ? deferredQuery : '';
  const hits = useMemo(() => searchHelp(topics, typed), [topics, typed]);
  const groups = useMemo(() => groupTopics(topics), [topics]);
  const go = useSiteNavigate();
  const searching = typed.trim() !== '';

  return (
    <PageFrame title="帮助中心">
      <div className="stack help">
        <PageLead heading className="help-hero" title="有问题？在这里找答案">
          <form role="search" className="help-hero__search" onSubmit={(event) => event.preventDefault()}>
            <Input
              label="搜索帮助"
              hideLabel
              type="search"
              enterKeyHint="search"
              placeholder="输入关键词，如：取款、流水、链类型"
              value={query}
              onValueChange={setQuery}
              clearable
            />
          </form>
        </PageLead>
        <p className="help__status" role="status">
          {searching ? (hits.length > 0 ? `找到 ${hits.length} 篇相关帮助` : '没有找到相关帮助') : ''}
        </p>
        <DataSlot loading={view.status === 'loading'} minHeight={TOPICS_HEIGHT} rows={8}>
          {view.status === 'error' ? (
            <LoadFailed error={view.error} onRetry={() => void router.invalidate()} />
          ) : searching ? (
            hits.length > 0 ? (
              <List inset header="搜索结果" className="help-results">
                {hits.map(({ topic, excerpt }) => (
                  <Cell
                    key={topic.slug}
                    title={<MarkedText parts={markTerms(topic.title, queryTerms(typed))} />}
                    label={excerpt.length > 0 ? <MarkedText parts={excerpt} /> : topic.summary}
                    href={topicPath(topic)}
                    onClick={go(topicPath(topic))}
                  />
                ))}
              </List>
            ) : (
              <Empty description={`没有找到与“${typed.trim()}”相关的帮助，换个关键词试试，或咨询在线客服`} />
            )
          ) : (
            groups.map(({ group, topics: list }) => (
              <List key={group} inset header={group}>
                {list.map((topic) => (
                  <Cell key={topic.slug} title={topic.title} label={topic.summary} href={topicPath(topic)} onClick={go(topicPath(topic))} />
                ))}
              </List>
            ))
          )}
        </DataSlot>
        <HelpContact />
      </div>
    </PageFrame>
  );
}
