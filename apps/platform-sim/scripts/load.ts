/**
 * Bounded load check on loopback (not part of the tests):
 *   npx tsx apps/platform-sim/scripts/load.ts [--logins 200] [--sockets 500] [--seconds 30] [--url http://127.0.0.1:4100]
 *
 * Without --url it starts its own simulator (control API on, throwaway database) in a child
 * process so client and server do not share an event loop. With --url the target must run with
 * SIM_CONTROL=1 (captcha answers come from /__sim). Only loopback targets are accepted, and every
 * figure is capped so the script cannot turn into a flood.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS, CHAT_MSG_ID, CHAT_WS_PATH } from '@site/api-contract';
import WebSocket from 'ws';
import { clientHeaders } from '../src/testing';

const CAPS = { logins: 500, sockets: 1000, seconds: 120 };
const HEARTBEAT_MS = 5000;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} 必须是正数`);
  return Math.min(v, CAPS[name as keyof typeof CAPS]);
}
const urlArg = (() => {
  const i = process.argv.indexOf('--url');
  return i >= 0 ? process.argv[i + 1] : undefined;
})();

const LOGINS = arg('logins', 200);
const SOCKETS = arg('sockets', 500);
const SECONDS = arg('seconds', 30);

function pct(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}

/** CPU seconds the server process has used so far (Linux /proc), or null when unknown. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function startChild(): Promise<{ base: string; pid?: number; stop(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-load-'));
  const port = 4600 + Math.floor(Math.random() * 300);
  // node itself with the tsx loader, so the pid is the server's and its CPU time can be read.
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')], {
    env: { ...process.env, SIM_PORT: String(port), SIM_DB: path.join(dir, 'load.sqlite'), SIM_CONTROL: '1', SIM_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => {
      if (b.toString().includes('已启动')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`模拟器退出 ${String(code)}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    ...(child.pid !== undefined ? { pid: child.pid } : {}),
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const target: { base: string; pid?: number; stop(): void } = urlArg ? { base: urlArg.replace(/\/$/, ''), stop: () => undefined } : await startChild();
  // Never leave the child simulator behind, even when a phase throws.
  process.once('exit', () => target.stop());
  const host = new URL(target.base).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error('只允许对本机回环地址做压测');
  const errors: string[] = [];

  const post = async (p: string, body: unknown, extra: { token?: string; uuid?: string } = {}) => {
    const res = await fetch(target.base + p, { method: 'POST', headers: clientHeaders(p, extra), body: JSON.stringify(body) });
    return (await res.json()) as { status_code: number; message: string; data: unknown };
  };
  const captcha = async (uuid: string) => {
    const c = (await post(API_PATHS.captcha, {}, { uuid })).data as { captchaId: string };
    const a = ((await (await fetch(`${target.base}/__sim/captcha/${c.captchaId}`)).json()) as { data: { answer: string } }).data.answer;
    return { captchaId: c.captchaId, captchaCode: a };
  };

  // Set-up (not measured): one member per concurrent login.
  const names = Array.from({ length: LOGINS }, (_, i) => `load${String(i).padStart(5, '0')}`);
  for (let i = 0; i < names.length; i += 20) {
    await Promise.all(
      names.slice(i, i + 20).map(async (username) => {
        const r = await post(API_PATHS.register, { username, password: 'Load@2026x', ...(await captcha(`load-dev-${username}`)) }, { uuid: `load-dev-${username}` });
        if (r.status_code !== 6000 && !r.message.includes('已被注册')) errors.push(`注册 ${username}: ${r.status_code} ${r.message}`);
      }),
    );
  }

  // Phase 1: every login at once (captcha + login per member).
  const cpuBeforeLogins = cpuSeconds(target.pid);
  const loginMs: number[] = [];
  const tokens: string[] = [];
  const t0 = performance.now();
  await Promise.all(
    names.map(async (username) => {
      const uuid = `load-dev-${username}`;
      const start = performance.now();
      try {
        const r = await post(API_PATHS.login, { username, password: 'Load@2026x', ...(await captcha(uuid)) }, { uuid });
        loginMs.push(performance.now() - start);
        if (r.status_code === 6000) tokens.push((r.data as { token: string }).token);
        else errors.push(`登录 ${username}: ${r.status_code} ${r.message}`);
      } catch (e) {
        errors.push(`登录 ${username}: ${String(e)}`);
      }
    }),
  );
  const loginWall = performance.now() - t0;
  const cpuAfterLogins = cpuSeconds(target.pid);

  // Phase 2: sockets share the members' chat JWTs, log in, join a room, then heartbeat.
  const jwts = await Promise.all(tokens.map(async (t) => (await post(API_PATHS.memberJwt, {}, { token: t })).data as { token: string; body: string }));
  const wsUrl = `${target.base.replace(/^http/, 'ws')}${CHAT_WS_PATH}`;
  const rtts: number[] = [];
  /** Round trips of beats sent after every socket has joined: the steady state. */
  const steadyRtts: number[] = [];
  let joinedAt = Number.POSITIVE_INFINITY;
  let joined = 0;
  let sent = 0;
  let answered = 0;
  let unexpectedCloses = 0;
  const sockets: WebSocket[] = [];
  const openStart = performance.now();
  const cpuBeforeChat = cpuSeconds(target.pid);
  await Promise.all(
    Array.from({ length: SOCKETS }, async (_, i) => {
      const jwt = jwts[i % Math.max(1, jwts.length)];
      if (!jwt) return;
      const ws = new WebSocket(wsUrl);
      sockets.push(ws);
      const pending: number[] = [];
      let closing = false;
      ws.on('message', (raw) => {
        const f = JSON.parse(String(raw)) as { msgId: number; msgData: { code: number; message: string } };
        if (f.msgData.code !== 6000) errors.push(`socket ${i} 帧 ${f.msgId}: ${f.msgData.code} ${f.msgData.message}`);
        if (f.msgId === CHAT_MSG_ID.JoinRoom && ++joined === SOCKETS) joinedAt = performance.now();
        if (f.msgId === CHAT_MSG_ID.Heartbeat) {
          answered += 1;
          const s = pending.shift();
          if (s !== undefined) {
            rtts.push(performance.now() - s);
            if (s > joinedAt) steadyRtts.push(performance.now() - s);
          }
        }
      });
      ws.on('close', () => {
        if (!closing) unexpectedCloses += 1;
      });
      ws.on('error', (e) => errors.push(`socket ${i}: ${e.message}`));
      (ws as WebSocket & { markClosing?: () => void }).markClosing = () => {
        closing = true;
      };
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      }).catch((e: unknown) => errors.push(`socket ${i} 打开失败: ${String(e)}`));
      if (ws.readyState !== WebSocket.OPEN) return;
      ws.send(JSON.stringify({ msgId: CHAT_MSG_ID.Login, msgData: jwt }));
      ws.send(JSON.stringify({ msgId: CHAT_MSG_ID.JoinRoom, msgData: { roomId: 1 + (i % 2) } }));
      // Spread the first beats over the interval, then one every 5 s, like real clients.
      await sleep(Math.floor((i / SOCKETS) * HEARTBEAT_MS));
      const end = performance.now() + SECONDS * 1000;
      while (performance.now() < end && ws.readyState === WebSocket.OPEN) {
        pending.push(performance.now());
        sent += 1;
        ws.send(JSON.stringify({ msgId: CHAT_MSG_ID.Heartbeat, msgData: {} }));
        await sleep(HEARTBEAT_MS);
      }
    }),
  );
  await sleep(500);
  const socketWall = performance.now() - openStart;
  const cpuAfterChat = cpuSeconds(target.pid);
  const cpu = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.round((b - a) * 100) / 100);
  for (const ws of sockets) {
    (ws as WebSocket & { markClosing?: () => void }).markClosing?.();
    ws.close();
  }
  target.stop();

  const report = {
    machine: { cores: os.cpus().length, loadAvg1m: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 },
    logins: {
      concurrent: LOGINS,
      ok: tokens.length,
      wallMs: Math.round(loginWall),
      p50Ms: pct(loginMs, 50),
      p95Ms: pct(loginMs, 95),
      maxMs: pct(loginMs, 100),
      serverCpuS: cpu(cpuBeforeLogins, cpuAfterLogins),
    },
    chat: {
      sockets: SOCKETS,
      seconds: SECONDS,
      heartbeatsSent: sent,
      heartbeatsAnswered: answered,
      rttP50Ms: pct(rtts, 50),
      rttP95Ms: pct(rtts, 95),
      rttMaxMs: pct(rtts, 100),
      allJoinedAfterMs: Number.isFinite(joinedAt) ? Math.round(joinedAt - openStart) : null,
      steadyBeats: steadyRtts.length,
      steadyRttP50Ms: pct(steadyRtts, 50),
      steadyRttP95Ms: pct(steadyRtts, 95),
      steadyRttMaxMs: pct(steadyRtts, 100),
      serverCpuS: cpu(cpuBeforeChat, cpuAfterChat),
      unexpectedCloses,
      wallMs: Math.round(socketWall),
    },
    errors: errors.length,
  };
  console.info(JSON.stringify(report, null, 2));
  for (const e of errors.slice(0, 20)) console.error(e);
  if (errors.length > 0 || sent !== answered || unexpectedCloses > 0 || tokens.length !== LOGINS) process.exitCode = 1;
}

await main();
