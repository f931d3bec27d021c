import { Card, Empty, Tag } from '@site/ui';
import { Link } from '@tanstack/react-router';
import { LinkCard } from '../../components/LinkCard';
import { PageFrame } from '../../components/PageFrame';
import { SponsorArt } from './SponsorArt';
import { SPONSORS, sponsorBySlug } from './sponsors';
import type { Sponsor } from './sponsors';
import '../../components/link-cards.css';
import './sponsor.css';

/** /sponsor/0: the brand's partners; `?story=` opens one partner's story. */
export function SponsorPage({ story }: { story: string | undefined }) {
  if (story !== undefined) {
    const sponsor = sponsorBySlug(story);
    return <PageFrame title="赞助故事">{sponsor ? <SponsorStory sponsor={sponsor} /> : <Empty description="该赞助故事不存在" action={<BackLink />} />}</PageFrame>;
  }
  return (
    <PageFrame title="官方赞助">
      <div className="stack sponsor-page">
        <section className="page-hero sponsor-hero">
          <h2 className="page-hero__title">与热爱同行</h2>
          <p>星耀娱乐长期支持足球、篮球、电竞与航海运动，也把一部分热爱留给公益。</p>
        </section>
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
    <article className="stack sponsor-page sponsor-story">
      <SponsorArt sponsor={sponsor} className="sponsor-story__art" />
      <header>
        <p className="sponsor-story__partner">
          {sponsor.name} · {sponsor.role}
        </p>
        <h2 className="sponsor-story__title">{sponsor.story.title}</h2>
        <p className="sponsor-story__date">{sponsor.story.date}</p>
      </header>
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
