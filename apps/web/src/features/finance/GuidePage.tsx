import { Link } from '@tanstack/react-router';
import { Card } from '@site/ui';
import { PageFrame } from '../../components/PageFrame';
import type { Guide } from './tutorials';
import '../../components/money.css';

interface GuidePageProps {
  title: string;
  guides: readonly Guide[];
}

/** A static tutorial page: numbered steps per method, and the way to the deposit page. */
export function GuidePage({ title, guides }: GuidePageProps) {
  return (
    <PageFrame title={title}>
      <div className="stack money-page">
        {guides.map((guide) => (
          <Card key={guide.title} title={guide.title} level={2}>
            <ol className="money-guide">
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </Card>
        ))}
        <Link className="site-button site-button--primary site-button--medium site-button--block" to="/mine/finance/deposit">
          去存款
        </Link>
      </div>
    </PageFrame>
  );
}
