import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../components/ServicePage';
import type { ServiceIcon } from '../../components/service-icons';

const MAINTENANCE_ICON: ServiceIcon = { name: 'maintenance', d: 'M14.7 6.3a4 4 0 0 0-5.2 5.2L4 17l3 3 5.5-5.5a4 4 0 0 0 5.2-5.2l-2.5 2.5-2.5-.5-.5-2.5z' };

export const Route = createFileRoute('/other/maintenance')({
  component: () => (
    <ServicePage
      icon={MAINTENANCE_ICON}
      title="系统维护中"
      actions={
        <>
          <button type="button" onClick={() => window.location.replace('/')}>
            刷新重试
          </button>
          <a href="/customer/main">联系在线客服</a>
        </>
      }
    >
      <p>为了给您提供更好的服务，系统正在升级维护。</p>
      <p>维护期间暂时无法访问，请稍后再试。您的账户资金安全不受影响。</p>
    </ServicePage>
  ),
});
