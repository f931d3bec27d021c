import { createFileRoute, Link } from '@tanstack/react-router';
import { ServicePage } from '../components/ServicePage';
import { RING } from '../components/service-icons';
import type { ServiceIcon } from '../components/service-icons';

const LOST_ICON: ServiceIcon = { name: 'lost', d: `${RING}M15.5 8.5l-2 5-5 2 2-5z` };

export const Route = createFileRoute('/404')({
  component: () => (
    <ServicePage icon={LOST_ICON} title="页面不存在" actions={<Link to="/">返回首页</Link>}>
      <p>您访问的页面不存在或已被移除。</p>
    </ServicePage>
  ),
});
