import { PageLead } from '../../components/FirstView';

/**
 * Customer service's heading block, the same on the window's first stop (`/customer/instead`) and on
 * the service page: the window opens with it from the HTML, and when the service is this site's own
 * page the member lands with it in the same place, so only the part under it changes.
 */
export function CustomerLead() {
  return <PageLead heading title="7×24小时在线客服" text="存款、取款、活动与账号问题，客服专员随时为您解答。" />;
}
