import { useMemo } from 'react';
import { cx } from '../class-names';
import { UI_MESSAGES } from '../messages';
import { encodeQr } from './qr-encode';
import type { QrErrorCorrection } from './qr-encode';

export interface QRCodeProps {
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  level?: QrErrorCorrection;
  /** What the code is for, read by screen readers (下载二维码, 充值地址二维码). */
  label?: string;
  /** Light modules around the symbol; the standard asks for 4. */
  quietZone?: number;
  foreground?: string;
  background?: string;
  className?: string;
}

/** A QR code drawn as one SVG path, encoded here so no library or network call is needed. */
export function QRCode({
  value,
  size = 160,
  level = 'M',
  label = UI_MESSAGES.qrcode,
  quietZone = 4,
  foreground = '#000',
  background = '#fff',
  className,
}: QRCodeProps) {
  const matrix = useMemo(() => encodeQr(value, level), [value, level]);
  if (!matrix) {
    return (
      <p className={cx('site-qrcode', className)} role="alert">
        {UI_MESSAGES.qrcodeTooLong}
      </p>
    );
  }
  const dimension = matrix.size + quietZone * 2;
  let path = '';
  matrix.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quietZone} ${y + quietZone}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={cx('site-qrcode', className)}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${dimension} ${dimension}`}
      shapeRendering="crispEdges"
      data-version={matrix.version}
    >
      <rect width={dimension} height={dimension} fill={background} />
      <path d={path} fill={foreground} />
    </svg>
  );
}
