import { Link } from '@tanstack/react-router';

/**
 * The links at the end of the home page: the help centre, the texts every site owes, the app. Inside
 * the page's main landmark, with a named navigation of its own; then the 18+ line.
 */
export function HomeFooter({ member }: { member: boolean }) {
  return (
    <div className="home-footer">
      <nav aria-label="帮助与条款" className="home-footer__links">
        <Link to="/help">帮助中心</Link>
        <Link to="/help/$topic" params={{ topic: 'gywm' }}>
          关于我们
        </Link>
        <Link to="/help/$topic" params={{ topic: 'gztk' }}>
          规则条款
        </Link>
        <Link to="/help/$topic" params={{ topic: 'ysgz' }}>
          隐私政策
        </Link>
        <Link to="/help/$topic" params={{ topic: 'bczr' }}>
          博彩责任
        </Link>
        <Link to="/download">下载客户端</Link>
      </nav>
      {/* Issue #22: 18+ and the way to the responsible-play tools (a guest logs in first and comes back). */}
      <p className="home-footer__note">
        <span className="home-footer__adult" role="img" aria-label="18岁以上">
          18+
        </span>
        <span>未满 18 周岁禁止参与 ·</span>
        <Link
          {...(member ? { to: '/mine/responsible' } : { to: '/user/login', search: { redirect: '/mine/responsible' } })}
          className="home-footer__play-safe"
        >
          理性娱乐
        </Link>
        <span>量力而行</span>
      </p>
    </div>
  );
}
