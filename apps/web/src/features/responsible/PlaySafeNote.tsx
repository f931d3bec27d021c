import { Link } from '@tanstack/react-router';
import { RESPONSIBLE_TEXT as T } from './messages';
import './play-safe.css';

/**
 * The footer line of issue #22: 18+ and 理性娱乐, linking to the member's tools (a guest logs in
 * first and comes back to them) and to the 博彩责任 help topic. Its own navigation landmark,
 * not a <footer>: the page has one contentinfo at most and the help footer may join it later.
 */
export function PlaySafeNote({ member }: { member: boolean }) {
  return (
    <nav className="play-safe" aria-label={T.title}>
      <p className="play-safe__line">
        <span className="play-safe__badge" role="img" aria-label="18岁以上">
          18+
        </span>
        <span>{T.adult}</span>
      </p>
      <p className="play-safe__line">
        <Link {...(member ? { to: '/mine/responsible' } : { to: '/user/login', search: { redirect: '/mine/responsible' } })} className="play-safe__link">
          {T.title}
        </Link>
        <Link to="/help/$topic" params={{ topic: 'bczr' }} className="play-safe__link">
          博彩责任
        </Link>
      </p>
    </nav>
  );
}
