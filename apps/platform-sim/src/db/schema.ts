/**
 * The simulator's tables. Money is stored in integer cents (fen) so sums are exact; every balance
 * column has a CHECK so a bug can never drive a balance below zero — the write fails instead.
 */
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS site_config (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  salt TEXT NOT NULL,
  nick_name TEXT NOT NULL,
  real_name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  birthday TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  grade INTEGER NOT NULL DEFAULT 0,
  lock_cents INTEGER NOT NULL DEFAULT 0 CHECK (lock_cents >= 0),
  invite_code TEXT NOT NULL UNIQUE,
  referrer_id INTEGER,
  referral_json TEXT NOT NULL DEFAULT '{}',
  id_number TEXT NOT NULL DEFAULT '',
  identity_verified_at INTEGER,
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
  chat_score INTEGER NOT NULL DEFAULT 0 CHECK (chat_score >= 0),
  speech_status INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  deposit_total_cents INTEGER NOT NULL DEFAULT 0,
  register_time INTEGER NOT NULL,
  last_login_time INTEGER NOT NULL DEFAULT 0,
  lucky_chances INTEGER NOT NULL DEFAULT 0 CHECK (lucky_chances >= 0),
  rebate_received_at INTEGER
);

CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  device_uuid TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked TEXT
);
CREATE INDEX IF NOT EXISTS tokens_member ON tokens(member_id);

CREATE TABLE IF NOT EXISTS captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS venues (
  code TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  game_count INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS wallets (
  member_id INTEGER NOT NULL REFERENCES members(id),
  code TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
  PRIMARY KEY (member_id, code)
);

CREATE TABLE IF NOT EXISTS transactions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  order_no TEXT NOT NULL,
  type TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  balance_after_cents INTEGER NOT NULL,
  status INTEGER NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS transactions_member ON transactions(member_id, created_at);

CREATE TABLE IF NOT EXISTS deposit_channels (
  id INTEGER PRIMARY KEY,
  method TEXT NOT NULL,
  name TEXT NOT NULL,
  min_cents INTEGER NOT NULL,
  max_cents INTEGER NOT NULL,
  fixed_json TEXT NOT NULL,
  rate REAL,
  tip TEXT NOT NULL,
  payee_json TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS deposit_orders (
  order_no TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL,
  channel_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  settle_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS withdrawal_orders (
  order_no TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL,
  card_id INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  settle_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS audits (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  source TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  required_cents INTEGER NOT NULL,
  completed_cents INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS cards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  holder TEXT NOT NULL,
  account TEXT NOT NULL,
  protocol TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS bets (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  order_no TEXT NOT NULL,
  venue_code TEXT NOT NULL,
  category TEXT NOT NULL,
  game_name TEXT NOT NULL,
  bet_content TEXT NOT NULL,
  bet_cents INTEGER NOT NULL,
  valid_cents INTEGER NOT NULL,
  winloss_cents INTEGER NOT NULL,
  settled INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS bets_member ON bets(member_id, created_at);

CREATE TABLE IF NOT EXISTS gifts (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, type TEXT NOT NULL, title TEXT NOT NULL,
  amount_cents INTEGER NOT NULL, status INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS gifts_member ON gifts(member_id, created_at);
CREATE TABLE IF NOT EXISTS welfare (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, type TEXT NOT NULL DEFAULT 'ACTIVITY', activity_name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL, status INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS welfare_member ON welfare(member_id, created_at);
CREATE TABLE IF NOT EXISTS point_records (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, kind TEXT NOT NULL, title TEXT NOT NULL,
  change INTEGER NOT NULL, balance_after INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS point_records_member ON point_records(member_id, kind, created_at);

CREATE TABLE IF NOT EXISTS mall_items (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, image_url TEXT NOT NULL, points INTEGER NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0), category TEXT NOT NULL, min_grade INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS mall_orders (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, order_no TEXT NOT NULL, item_id INTEGER NOT NULL,
  item_name TEXT NOT NULL, quantity INTEGER NOT NULL, points INTEGER NOT NULL, status INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mall_orders_member ON mall_orders(member_id, created_at);

CREATE TABLE IF NOT EXISTS mails (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0, deleted INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, type TEXT NOT NULL, content TEXT NOT NULL,
  reply TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL,
  contact TEXT NOT NULL DEFAULT '', replied_at INTEGER
);
CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY, category INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS activities (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL,
  image_url TEXT NOT NULL, start_at INTEGER NOT NULL, end_at INTEGER NOT NULL, content TEXT NOT NULL,
  rules_json TEXT NOT NULL, bonus_cents INTEGER NOT NULL DEFAULT 0,
  category TEXT NOT NULL DEFAULT 'daily', applicable INTEGER NOT NULL DEFAULT 1,
  min_grade INTEGER, max_register_days INTEGER
);
CREATE TABLE IF NOT EXISTS lucky_draws (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, position INTEGER NOT NULL, prize_id INTEGER NOT NULL,
  name TEXT NOT NULL, amount_cents INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS lucky_draws_member ON lucky_draws(member_id, created_at);
CREATE TABLE IF NOT EXISTS activity_applies (
  member_id INTEGER NOT NULL, activity_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, activity_id)
);
CREATE TABLE IF NOT EXISTS checkins (
  member_id INTEGER NOT NULL, date TEXT NOT NULL, reward_cents INTEGER NOT NULL,
  PRIMARY KEY (member_id, date)
);
CREATE TABLE IF NOT EXISTS dividends (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, title TEXT NOT NULL, amount_cents INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, received_at INTEGER
);
CREATE TABLE IF NOT EXISTS vip_levels (
  grade INTEGER PRIMARY KEY, name TEXT NOT NULL, deposit_cents INTEGER NOT NULL, turnover_cents INTEGER NOT NULL,
  upgrade_cents INTEGER NOT NULL, monthly_cents INTEGER NOT NULL, birthday_cents INTEGER NOT NULL,
  rebate_rate REAL NOT NULL, withdraw_times INTEGER NOT NULL, withdraw_limit_cents INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS agents (
  member_id INTEGER PRIMARY KEY, agent_code TEXT NOT NULL, level INTEGER NOT NULL, status INTEGER NOT NULL,
  contact TEXT NOT NULL, commission_cents INTEGER NOT NULL DEFAULT 0, month_commission_cents INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS chat_rooms (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, vip_min INTEGER NOT NULL, vip_max INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL, member_id INTEGER NOT NULL, nick_name TEXT NOT NULL,
  grade INTEGER NOT NULL, kind TEXT NOT NULL, content TEXT NOT NULL, bet_json TEXT, gift_json TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_room ON chat_messages(room_id, id);
CREATE TABLE IF NOT EXISTS chat_shields (
  member_id INTEGER NOT NULL, shielded_id INTEGER NOT NULL, PRIMARY KEY (member_id, shielded_id)
);

CREATE TABLE IF NOT EXISTS idempotency (
  member_id INTEGER NOT NULL, key TEXT NOT NULL, path TEXT NOT NULL, body_hash TEXT NOT NULL,
  reply_json TEXT NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, key)
);
-- Member centre: self-service rebate received per venue category (a receipt of all categories
-- sets members.rebate_received_at), and the reviews of what a member submitted (资料审核).
CREATE TABLE IF NOT EXISTS rebate_receipts (
  member_id INTEGER NOT NULL, category TEXT NOT NULL, received_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, category)
);
CREATE TABLE IF NOT EXISTS info_audits (
  id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, kind TEXT NOT NULL, card_kind TEXT,
  title TEXT NOT NULL, detail TEXT NOT NULL, status INTEGER NOT NULL, reason TEXT NOT NULL DEFAULT '',
  submitted_at INTEGER NOT NULL, reviewed_at INTEGER
);
CREATE INDEX IF NOT EXISTS info_audits_member ON info_audits(member_id, submitted_at);
CREATE TABLE IF NOT EXISTS json_cache (key TEXT PRIMARY KEY, payload TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS venue_sessions (
  token TEXT PRIMARY KEY, member_id INTEGER NOT NULL, venue_code TEXT NOT NULL, request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS venue_sessions_req ON venue_sessions(request_id);
`;
