import { Skeleton } from '@site/ui';
import type { QRCodeProps } from '@site/ui';
import { Suspense, lazy } from 'react';

const QRCode = lazy(() => import('./qr-code-chunk').then((m) => ({ default: m.QRCode })));

/** ui's QRCode, loaded on first use; its box is held while the code loads, so nothing moves. */
export function LazyQRCode(props: QRCodeProps) {
  const size = props.size ?? 160;
  return (
    <Suspense fallback={<span style={{ display: 'block', width: size, height: size }}><Skeleton rows={1} label={props.label ?? '二维码'} /></span>}>
      <QRCode {...props} />
    </Suspense>
  );
}
