import { Button, Result, Spinner } from '@site/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { CustomerLead } from './CustomerLead';
import { serviceTarget } from './customer-service';
import { useServiceUrl } from './use-service-url';
import './customer.css';

/**
 * The window customer service opens in first; it is sent on to the service as soon as it is known.
 * It opens with the service's heading block (drawn into its HTML by the build), so the member sees
 * where they are going from the first paint, and the service page, when it is this site's own,
 * keeps that block where it was.
 */
export function CustomerInsteadPage({ serviceUrl }: { serviceUrl: Promise<string> }) {
  const router = useRouter();
  const url = useServiceUrl(serviceUrl);
  const target = url.status === 'ready' ? serviceTarget(url.data) : null;

  // A string, so the effect runs once per destination, not once per render.
  const external = target?.kind === 'external' ? target.url : null;
  const internal = target?.kind === 'internal' ? target.path : null;
  useEffect(() => {
    if (external) window.location.replace(external);
    else if (internal) void router.navigate({ href: internal, replace: true });
  }, [external, internal, router]);

  const failed = url.status === 'error' || target?.kind === 'none';
  return (
    <PageFrame title="正在连接客服">
      <div className="stack">
        <CustomerLead />
        {failed ? (
          <Result
            status="error"
            title="暂时无法连接客服"
            description={url.status === 'error' ? url.message : '客服地址暂不可用，请稍后重试'}
            actions={
              <Button variant="primary" onClick={url.reload}>
                重新连接
              </Button>
            }
          />
        ) : (
          <div className="customer-wait" role="status">
            <Spinner size={32} />
            <p>正在为您连接在线客服，请稍候…</p>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
