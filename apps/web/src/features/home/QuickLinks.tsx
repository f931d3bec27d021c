import { Link } from '@tanstack/react-router';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const LINKS = [
  { to: '/mine/finance/deposit', label: '存款', icon: icon('M3 7h18v12H3zM3 11h18M12 3v6M9 6l3 3 3-3') },
  { to: '/mine/finance/withdrawal', label: '取款', icon: icon('M3 7h18v12H3zM3 11h18M12 9V3M9 6l3-3 3 3') },
  { to: '/mine/finance/transfer', label: '转账', icon: icon('M4 8h14l-3-3M20 16H6l3 3') },
  { to: '/mine/vip', label: 'VIP', icon: icon('M3 8l4 10h10l4-10-5 4-4-7-4 7z') },
] as const;

/** Promotions are open to guests too: no login on the way. */
const OFFERS = { to: '/activity/discount', label: '优惠', icon: icon('M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0') } as const;

/** Deposit, withdraw, transfer and VIP (a guest goes to login first and comes back), and the promotions. */
export function QuickLinks({ member }: { member: boolean }) {
  return (
    <nav className="home-quick" aria-label="快捷入口">
      {LINKS.map((link) => (
        <Link
          key={link.to}
          {...(member ? { to: link.to } : { to: '/user/login', search: { redirect: link.to } })}
          className="home-quick__item"
        >
          <span className="home-quick__icon">{link.icon}</span>
          <span>{link.label}</span>
        </Link>
      ))}
      <Link to={OFFERS.to} className="home-quick__item">
        <span className="home-quick__icon">{OFFERS.icon}</span>
        <span>{OFFERS.label}</span>
      </Link>
    </nav>
  );
}
