import { Link } from '@tanstack/react-router';

const LINKS = [
  { to: '/mine/currency', label: '积分商城' },
  { to: '/mine/mall/record', label: '兑换记录' },
  { to: '/mine/mall/coinRecord', label: '积分明细' },
] as const;

/** The mall's three pages, one tap apart: the items, the exchanges, the points history. */
export function MallNav() {
  return (
    <nav className="mall-nav" aria-label="积分商城导航">
      {LINKS.map((link) => (
        <Link key={link.to} to={link.to} className="mall-nav__link" activeOptions={{ includeSearch: false }} activeProps={{ className: 'is-active' }}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
