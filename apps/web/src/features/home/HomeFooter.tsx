import { Link } from '@tanstack/react-router';

/** The help centre's topics a site owes every visitor a link to, by their /help/$topic slug. */
const TOPICS = [
  { topic: 'gywm', label: '关于我们' },
  { topic: 'gztk', label: '规则条款' },
  { topic: 'ysgz', label: '隐私政策' },
  { topic: 'bczr', label: '博彩责任' },
] as const;

/**
 * The links at the end of the home page: the help centre, the texts every site owes, the app. Inside
 * the page's main landmark, with a named navigation of its own; then the 18+ line.
 */
export function HomeFooter({ member }: { member: boolean }) {
  return (
    <div className="home-footer">
      <nav aria-label="帮助与条款" className="home-footer__links">
        <Link to="/help">帮助中心</Link>
        {TOPICS.map(({ topic, label }) => (
          <Link key={topic} to="/help/$topic" params={{ topic }}>
            {label}
          </Link>
        ))}
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
