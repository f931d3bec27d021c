/**
 * The member centre's line icons (24×24, drawn with the text colour): inline SVG paths, so the
 * hub's first view needs no image request.
 */
const PATHS = {
  deposit: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 19h16',
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  wallet: 'M4 7h15a1 1 0 011 1v10a1 1 0 01-1 1H5a1 1 0 01-1-1zM4 7l11-3v3M16 12h4v3h-4z',
  trans: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  bet: 'M4 5h16v14H4zM4 9h16M8 13h3M8 16h6',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  welfare: 'M12 21s-7-4.5-7-10a4 4 0 017-2.6A4 4 0 0119 11c0 5.5-7 10-7 10z',
  coin: 'M12 4a8 8 0 100 16 8 8 0 000-16zM9 9h6M9 12h6M12 9v7',
  audit: 'M9 4h6v3H9zM6 6h3M15 6h3v15H6V6M9 13l2 2 4-4',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  identity: 'M3 5h18v14H3zM8 11a2 2 0 100-4 2 2 0 000 4zM5 16a3 3 0 016 0M14 9h4M14 13h4',
  review: 'M5 3h10l4 4v14H5zM9 12h6M9 16h4M15 3v4h4',
  password: 'M6 11h12v9H6zM8 11V8a4 4 0 018 0v3M12 15v2',
  bank: 'M3 9l9-5 9 5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  crypto: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 8v8M9.5 10h4a1.5 1.5 0 010 3h-4h4.5a1.5 1.5 0 010 3H9.5',
  ewallet: 'M7 3h10v18H7zM11 18h2M10 6h4',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  rebate: 'M12 4a8 8 0 100 16 8 8 0 000-16zM9 15l6-6M9.5 9.5h.01M14.5 14.5h.01',
  mall: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 016 0v2',
  activity: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8L3.5 9.2l5.9-.9z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  feedback: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  help: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 114 2c-1 .6-1.5 1.2-1.5 2.5M12 17h.01',
  service: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v5H4zM17 13h3v5h-3zM20 18a3 3 0 01-3 3h-3',
  responsible: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6zM9 12l2 2 4-4',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff: 'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6.4 0 10 7 10 7a17 17 0 01-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  refresh: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
} as const;

export type MineIconName = keyof typeof PATHS;

export function MineIcon({ name, size = 24 }: { name: MineIconName; size?: number }) {
  return (
    <svg className="mine-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
