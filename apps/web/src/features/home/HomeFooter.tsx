import { Link } from '@tanstack/react-router';

/**
 * The links at the end of the home page: the help centre, the texts every site owes, the app. Inside
 * the page's main landmark, with a named navigation of its own.
 */
export function HomeFooter() {
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
      <p className="home-footer__note">未满 18 周岁禁止参与 · 理性娱乐，量力而行</p>
    </div>
  );
}
