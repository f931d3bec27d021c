import { createFileRoute } from '@tanstack/react-router';
import { ServicePage } from '../../components/ServicePage';
import { RING } from '../../components/service-icons';
import type { ServiceIcon } from '../../components/service-icons';

const PAUSED_ICON: ServiceIcon = { name: 'paused', d: `${RING}M10 9v6M14 9v6` };

export const Route = createFileRoute('/other/stopService')({
  component: () => (
    <ServicePage icon={PAUSED_ICON} title="暂停服务" actions={<a href="/customer/main">联系在线客服</a>}>
      <p>本站暂时停止服务，给您带来不便，敬请谅解。</p>
      <p>您的账户资金安全不受影响。</p>
    </ServicePage>
  ),
});
