import { Card, Empty, Tag } from '@site/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DataSlot, drawnByBuild, PageLead } from '../../components/FirstView';
import { LinkCard } from '../../components/LinkCard';
import { PageFrame } from '../../components/PageFrame';
import { SponsorArt } from './SponsorArt';
import { SPONSORS, sponsorBySlug } from './sponsors';
import type { Sponsor } from './sponsors';
import '../../components/link-cards.css';
import './sponsor.css';

/**
 * The least height of the box under the heading block: more than a phone shows under it (the
 * partners' cards and a story are both longer), so nothing on the first screen moves when the app
 * fills it.
 */
const SPONSOR_HEIGHT = 700;

/** A blank line: what the build draws where the page's words depend on the address. */
const BLANK = '\u00a0';

/**
 * /sponsor/0: the brand's partners; `?story=` opens one partner's story. Both open with the heading
 * block and a box under it. Its first view (issue #36) is drawn into the HTML by the build, and one
 * HTML file serves every id and every story (a `$sponsorId` route, server/page-variants.ts; the
 * search is not the server's to read): the build draws the frame, the block and the box with their
 * words blank and the box loading, and the app's first render fills them in place.
 */
export function SponsorPage({ story }: { story: string | undefined }) {
  if (drawnByBuild()) {
    return (
      <SponsorLayout frameTitle={BLANK} leadTitle={BLANK} leadText={BLANK}>
        <DataSlot loading minHeight={SPONSOR_HEIGHT} rows={8} />
      </SponsorLayout>
    );
  }
  if (story !== undefined) {
    const sponsor = sponsorBySlug(story);
    return sponsor ? (
      <SponsorLayout frameTitle="赞助故事" leadTitle={sponsor.story.title} leadText={`${sponsor.name} · ${sponsor.role}`}>
        <DataSlot loading={false} minHeight={SPONSOR_HEIGHT}>
          <SponsorStory sponsor={sponsor} />
        </DataSlot>
      </SponsorLayout>
    ) : (
      <SponsorLayout frameTitle="赞助故事" leadTitle="赞助故事" leadText="星耀娱乐与合作伙伴的故事">
        <DataSlot loading={false} minHeight={SPONSOR_HEIGHT}>
          <Empty description="该赞助故事不存在" action={<BackLink />} />
        </DataSlot>
      </SponsorLayout>
    );
  }
  return (
    <SponsorLayout frameTitle="官方赞助" leadTitle="与热爱同行" leadText="足球、篮球、电竞、航海与公益">
      <DataSlot loading={false} minHeight={SPONSOR_HEIGHT}>
        <ul className="link-cards">
          {SPONSORS.map((s) => (
            <li key={s.slug}>
              <LinkCard to="/sponsor/$sponsorId" params={{ sponsorId: '0' }} search={{ story: s.slug }} className="sponsor-card" art={<SponsorArt sponsor={s} className="sponsor-card__art" />}>
                <span className="sponsor-card__name">{s.name}</span>
                <span className="sponsor-card__meta">
                  <Tag tone="primary">{s.role}</Tag>
                  <span>{s.years}</span>
                </span>
                <span className="sponsor-card__summary">{s.summary}</span>
                <span className="sponsor-card__more">阅读故事 ›</span>
              </LinkCard>
            </li>
          ))}
        </ul>
      </DataSlot>
    </SponsorLayout>
  );
}

/** The frame every view of the page shares: the bar's title, the heading block (one line each) and the box. */
function SponsorLayout({ frameTitle, leadTitle, leadText, children }: { frameTitle: string; leadTitle: string; leadText: string; children: ReactNode }) {
  return (
    <PageFrame title={frameTitle}>
      <div className="stack sponsor-page">
        <PageLead heading className="sponsor-lead" title={leadTitle} text={leadText} />
        {children}
      </div>
    </PageFrame>
  );
}

function BackLink() {
  return (
    <Link to="/sponsor/$sponsorId" params={{ sponsorId: '0' }} className="sponsor-back">
      查看全部赞助
    </Link>
  );
}

function SponsorStory({ sponsor }: { sponsor: Sponsor }) {
  return (
    <article className="stack sponsor-story" aria-label={sponsor.story.title}>
      <SponsorArt sponsor={sponsor} className="sponsor-story__art" />
      <p className="sponsor-story__date">{sponsor.story.date}</p>
      <dl className="sponsor-highlights">
        {sponsor.story.highlights.map((h) => (
          <div key={h.label}>
            <dt>{h.label}</dt>
            <dd>{h.value}</dd>
          </div>
        ))}
      </dl>
      <Card>
        {sponsor.story.paragraphs.map((p, i) => (
          <p key={i} className="sponsor-story__text">
            {p}
          </p>
        ))}
      </Card>
      <BackLink />
    </article>
  );
}
