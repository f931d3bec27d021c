import crypto from 'node:crypto';
import type { SimContext } from './context';

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CAPTCHA_TTL_MS = 5 * 60_000;

/** An image captcha as an SVG data URL. The answer is kept server-side, case-insensitive. */
export function createCaptcha(ctx: SimContext): { captchaId: string; image: string; expiresAt: number } {
  const answer = Array.from({ length: 4 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
  const captchaId = crypto.randomUUID();
  const expiresAt = ctx.now() + CAPTCHA_TTL_MS;
  ctx.db.prepare('DELETE FROM captchas WHERE expires_at < ?').run(ctx.now());
  ctx.db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)').run(captchaId, answer, expiresAt);
  const chars = answer
    .split('')
    .map((ch, i) => {
      const rot = crypto.randomInt(-20, 21);
      const y = 28 + crypto.randomInt(-4, 5);
      return `<text x="${14 + i * 24}" y="${y}" transform="rotate(${rot} ${20 + i * 24} ${y})" font-size="24" font-family="monospace" fill="#${crypto.randomInt(0x222222, 0x777777).toString(16)}">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 4 }, () => {
    const [a, b, c, d] = [crypto.randomInt(110), crypto.randomInt(40), crypto.randomInt(110), crypto.randomInt(40)];
    return `<line x1="${a}" y1="${b}" x2="${c}" y2="${d}" stroke="#bbb" stroke-width="1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f4f1ea"/>${noise}${chars}</svg>`;
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, expiresAt };
}

/** Consumes the captcha (one attempt each) and tells whether the answer was right. */
export function checkCaptcha(ctx: SimContext, captchaId: string, code: string): boolean {
  const row = ctx.db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(captchaId) as
    | { answer: string; expires_at: number }
    | undefined;
  if (!row) return false;
  ctx.db.prepare('DELETE FROM captchas WHERE id = ?').run(captchaId);
  return row.expires_at > ctx.now() && row.answer.toUpperCase() === code.trim().toUpperCase();
}

/** Control API / load script only: the answer of a live captcha. */
export function captchaAnswer(ctx: SimContext, captchaId: string): string | undefined {
  return (ctx.db.prepare('SELECT answer FROM captchas WHERE id = ?').get(captchaId) as { answer: string } | undefined)?.answer;
}
