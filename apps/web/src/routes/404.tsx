import { createFileRoute, Link } from '@tanstack/react-router';
import { ServicePage } from '../shell/ServicePage';

export const Route = createFileRoute('/404')({
  component: () => (
    <ServicePage icon="🧭" title="页面不存在" actions={<Link to="/">返回首页</Link>}>
      <p>您访问的页面不存在或已被移除。</p>
    </ServicePage>
  ),
});
