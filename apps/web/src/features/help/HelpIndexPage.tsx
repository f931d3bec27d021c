import type { HelpListItem } from '@site/api-contract';
import { Cell, Empty, Input, List } from '@site/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { groupTopics, markTerms, queryTerms, searchHelp } from './help-search';
import type { Marked } from './help-search';
import { HelpContact } from './HelpContact';
import { useSiteNavigate } from './SiteLink';
import './help.css';

const topicPath = (topic: HelpListItem) => `/help/${topic.slug}`;

function MarkedText({ parts }: { parts: Marked[] }) {
  return parts.map((part, index) => (part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>));
}

/** /help: the topics grouped as the platform groups them, and a search over their titles and text. */
export function HelpIndexPage({ topics }: { topics: readonly HelpListItem[] }) {
  const [query, setQuery] = useState('');
  // Typing stays instant; the list follows a moment later on a slow phone.
  const typed = useDeferredValue(query);
  const hits = useMemo(() => searchHelp(topics, typed), [topics, typed]);
  const groups = useMemo(() => groupTopics(topics), [topics]);
  const go = useSiteNavigate();
  const searching = typed.trim() !== '';

  return (
    <PageFrame title="帮助中心">
      <div className="stack help">
        <section className="help-hero" aria-labelledby="help-hero-title">
          <h2 id="help-hero-title" className="help-hero__title">
            有问题？在这里找答案
          </h2>
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
        </section>
        <p className="help__status" role="status">
          {searching ? (hits.length > 0 ? `找到 ${hits.length} 篇相关帮助` : '没有找到相关帮助') : ''}
        </p>
        {searching ? (
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
        <HelpContact />
      </div>
    </PageFrame>
  );
}
