import { BusinessError } from '@site/api-client';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../app/services';
import { loadCalendar, loadInvite, loadLuckyFlip, loadPeakBet } from '../activity/loaders';
import { loadHome } from './home-data';

/** A platform that answers every call with 10004 (登录已过期), as after a session code. */
function expiredServices(): Services {
  const expired = async () => {
    throw new BusinessError(10004, '登录已过期');
  };
  const client = new Proxy({}, { get: () => expired });
  return { client, session: { isMember: () => true } } as unknown as Services;
}

/** Rejections nobody handled while `run` and a few turns after it went by. */
async function unhandledDuring(run: () => unknown): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await Promise.resolve(run()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}

describe('loaders hand their requests over with the rejection handled (#41 item 8)', () => {
  it('home: ads, notices, venues, icons and the dividend lead failing before the sections mount raise nothing', async () => {
    expect(await unhandledDuring(() => loadHome(expiredServices()))).toEqual([]);
  });

  it.each([
    ['invite', loadInvite],
    ['peak bet', loadPeakBet],
    ['lucky flip', loadLuckyFlip],
  ] as const)('activity (%s): the activity behind the page failing raises nothing', async (_name, load) => {
    expect(await unhandledDuring(() => load(expiredServices()))).toEqual([]);
  });

  it('activity calendar: the same', async () => {
    expect(await unhandledDuring(() => loadCalendar(expiredServices(), undefined))).toEqual([]);
  });

  it('the failure is still there for the section that reads it', async () => {
    const data = loadHome(expiredServices());
    await expect(data.ads).rejects.toMatchObject({ code: 10004 });
  });
});
