import { createFileRoute } from '@tanstack/react-router';
import { restrictionSearch } from '../../app/search';
import { ServicePage } from '../../components/ServicePage';
import { RING } from '../../components/service-icons';
import type { ServiceIcon } from '../../components/service-icons';

const BLOCKED_ICON: ServiceIcon = { name: 'blocked', d: `${RING}M5.6 5.6l12.8 12.8` };

export const Route = createFileRoute('/other/restrictionIp')({
  validateSearch: restrictionSearch,
  component: RestrictionPage,
});

// access-caveat (6031/6033): this IP or region may not use the site; access-alert (6032): access
// is restricted for now. Both offer support, since a member may be wrongly blocked.
function RestrictionPage() {
  const { name } = Route.useSearch();
  const alert = name === 'access-alert';
  return (
    <ServicePage icon={BLOCKED_ICON} title={alert ? '访问受限' : '当前地区无法访问'} actions={<a href="/customer/main">联系在线客服</a>}>
      {alert ? (
        <p>您当前的访问受到限制，请稍后再试。如有疑问，请联系在线客服。</p>
      ) : (
        <p>很抱歉，您所在的网络或地区暂不提供服务。如您认为这是误判，请联系在线客服。</p>
      )}
    </ServicePage>
  );
}
