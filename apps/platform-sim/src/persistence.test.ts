import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@site/api-contract';
import { openSqlite } from './db/sqlite';
import { openDatabase, startSim } from './index';
import { clientHeaders } from './testing';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

async function call(port: number, p: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${p}`, { method: 'POST', headers: clientHeaders(p, token ? { token } : {}), body: JSON.stringify(body) });
  return (await res.json()) as { status_code: number; data: unknown };
}

async function transfer(port: number, token: string) {
  return call(port, API_PATHS.walletTransfer, { from: 'CENTER', to: 'V188', amount: 88 }, token);
}

describe('persistence', () => {
  it('keeps data across restarts and starts fresh with reset', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-'));
    dirs.push(dir);
    const dbFile = path.join(dir, 'sim.sqlite');

    let sim = await startSim({ dbFile, control: true });
    const cap = (await call(sim.port, API_PATHS.captcha, {})).data as { captchaId: string };
    const ans = ((await (await fetch(`http://127.0.0.1:${sim.port}/__sim/captcha/${cap.captchaId}`)).json()) as { data: { answer: string } }).data.answer;
    const token = ((await call(sim.port, API_PATHS.login, { username: 'demo888', password: 'Demo@2026', captchaId: cap.captchaId, captchaCode: ans })).data as { token: string }).token;
    const res = await fetch(`http://127.0.0.1:${sim.port}${API_PATHS.walletTransfer}`, {
      method: 'POST',
      headers: clientHeaders(API_PATHS.walletTransfer, { token, idem: 'persist-key-001' }),
      body: JSON.stringify({ from: 'CENTER', to: 'V188', amount: 88 }),
    });
    expect(((await res.json()) as { status_code: number }).status_code).toBe(6000);
    await sim.close();

    sim = await startSim({ dbFile });
    const balances = (await call(sim.port, API_PATHS.walletBalances, {}, token)).data as { wallets: { code: string; balance: number }[] };
    expect(balances.wallets.find((w) => w.code === 'V188')?.balance).toBe(88);
    // Without the control API the test hooks are gone.
    expect((await fetch(`http://127.0.0.1:${sim.port}/__sim/health`)).status).toBe(404);
    expect((await transfer(sim.port, token)).status_code).toBe(10003);
    await sim.close();

    sim = await startSim({ dbFile, reset: true });
    expect((await call(sim.port, API_PATHS.walletBalances, {}, token)).status_code).toBe(10004);
    await sim.close();
  });

  it('rebuilds a database file left by an older schema (the workspace skeleton) from the seed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-'));
    dirs.push(dir);
    const dbFile = path.join(dir, 'old.sqlite');
    const old = openSqlite(dbFile);
    old.exec("CREATE TABLE site_config (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO site_config VALUES ('seeded', 'x'), ('title', '旧标题');");
    old.close();
    const db = openDatabase(dbFile);
    expect(db.prepare('SELECT username FROM members WHERE id = 10001').get()).toEqual({ username: 'demo888' });
    expect(db.prepare("SELECT value FROM site_config WHERE key = 'title'").get()).toEqual({ value: '星耀娱乐 - 会员中心' });
    db.close();
  });
});
