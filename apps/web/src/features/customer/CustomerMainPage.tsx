import { HELP_TOPICS } from '@site/api-contract/pages';
import { Button, Cell, List, Result } from '@site/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { servicesAtom } from '../../state/services';
import { CustomerLead } from './CustomerLead';
import { CUSTOMER_MAIN_PATH, openCustomerService, serviceTarget } from './customer-service';
import { useServiceUrl } from './use-service-url';
import './customer.css';

const FAQ = ['ck', 'qk', 'zz', 'yhgz', 'fjcjc'] as const;

/** The customer-service centre: the way to a live agent, the common questions, and the safety tip. */
export function CustomerMainPage({ serviceUrl }: { serviceUrl: Promise<string> }) {
  const { session } = useAtomValue(servicesAtom);
  const url = useServiceUrl(serviceUrl);
  const [blocked, setBlocked] = useState(false);
  const phone = session.siteConfig.cached()?.['globePhoneNumber'];
  // When the configured service is this very page, there is no other window to open.
  const hasOtherService =
    url.status === 'ready' && serviceTarget(url.data).kind !== 'none' && url.data.trim() !== CUSTOMER_MAIN_PATH;

  return (
    <PageFrame title="在线客服">
      <div className="stack">
        <CustomerLead />
        {hasOtherService ? (
          <Button variant="primary" size="large" block onClick={() => setBlocked(!openCustomerService())}>
            联系人工客服
          </Button>
        ) : null}
        {url.status === 'error' ? (
          <Result status="warning" title="人工客服暂时无法连接" description={url.message} actions={<Button onClick={url.reload}>重试</Button>} />
        ) : null}
        {blocked ? (
          <p className="customer__error" role="alert">
            浏览器拦截了新窗口，请允许本站弹出窗口后重试。
          </p>
        ) : null}
        <List header="常见问题">
          {FAQ.map((topic) => (
            <Cell key={topic} title={HELP_TOPICS[topic]} href={`/help/${topic}`} />
          ))}
        </List>
        <p className="customer__note">
          温馨提示：客服人员不会主动向您提供银行卡号引导存款，如遇此类情况请勿转账，否则平台概不负责。
        </p>
        {/* Last: the hotline comes with the site config, after the first paint on a first visit, and moves nothing when it does. */}
        {typeof phone === 'string' && phone ? <p className="customer__note">客服热线：{phone}</p> : null}
      </div>
    </PageFrame>
  );
}
