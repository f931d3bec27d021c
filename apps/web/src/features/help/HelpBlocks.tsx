import type { HelpBlock, HelpInline } from '@site/api-contract';
import { Fragment } from 'react';
import { SiteLink } from './SiteLink';

/** A run of text: strings as text, links as links to the site's pages. Never HTML. */
function Inline({ run }: { run: HelpInline }) {
  return (
    <>
      {run.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <SiteLink key={index} href={part.href} className="help-doc__link">
            {part.text}
          </SiteLink>
        ),
      )}
    </>
  );
}

function Items({ items }: { items: HelpInline[] }) {
  return items.map((item, index) => (
    <li key={index}>
      <Inline run={item} />
    </li>
  ));
}

/**
 * A help topic's body as React elements: the platform sends typed blocks (heading, paragraph,
 * lists, steps, a tip, a call to action) and each becomes its element here, so no markup from
 * the platform ever reaches the page.
 */
export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'h':
        return (
          <h2 key={index} className="help-doc__h">
            {block.text}
          </h2>
        );
      case 'p':
        return (
          <p key={index} className="help-doc__p">
            <Inline run={block.text} />
          </p>
        );
      case 'note':
        return (
          <p key={index} className="help-doc__note">
            <span className="help-doc__note-label">温馨提示：</span>
            <Inline run={block.text} />
          </p>
        );
      case 'ul':
        return (
          <ul key={index} className="help-doc__list">
            <Items items={block.items} />
          </ul>
        );
      case 'ol':
        return (
          <ol key={index} className="help-doc__list">
            <Items items={block.items} />
          </ol>
        );
      case 'steps':
        return (
          <ol key={index} className="help-doc__steps">
            <Items items={block.items} />
          </ol>
        );
      case 'link':
        return (
          <SiteLink key={index} href={block.href} className="site-button site-button--primary site-button--large site-button--block help-doc__action">
            {block.text}
          </SiteLink>
        );
    }
  });
}
