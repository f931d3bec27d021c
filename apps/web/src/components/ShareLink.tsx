import { CopyButton } from './CopyButton';
import { LazyQRCode } from './LazyQRCode';
import './share-link.css';

export interface ShareLinkProps {
  /** The code that goes with the link (an invite code, an agent number); copyable when `copy` is given. */
  code: { label: string; value: string; copy?: string; testId?: string };
  /** The address to share: a read-only field a member can also select by hand, and its copy button. */
  link: { id: string; label: string; url: string; copy: string };
  /** The QR code of the link (its accessible name) and the line under it. */
  qr: { label: string; hint: string };
}

/** What a member shares to bring someone in: the code, the link with copy, and its QR code (invite and agent pages). */
export function ShareLink({ code, link, qr }: ShareLinkProps) {
  return (
    <div className="share-link">
      <div className="share-link__row">
        <span className="share-link__label">{code.label}</span>
        <strong className="share-link__code" data-testid={code.testId}>
          {code.value}
        </strong>
        {code.copy ? <CopyButton text={code.value}>{code.copy}</CopyButton> : null}
      </div>
      <div className="share-link__row">
        <label className="share-link__label" htmlFor={link.id}>
          {link.label}
        </label>
        <input id={link.id} className="share-link__url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
        <CopyButton text={link.url}>{link.copy}</CopyButton>
      </div>
      <figure className="share-link__qr">
        <LazyQRCode value={link.url} size={148} label={qr.label} />
        <figcaption>{qr.hint}</figcaption>
      </figure>
    </div>
  );
}
