import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_SCHEMAS, envelopeSchema } from '@site/api-contract';
import type { TestSim } from '../testing';
import { testSim } from '../testing';

let sim: TestSim;
afterEach(() => {
  expect(sim.ctx.violations).toEqual([]);
  sim.close();
});

const control = (path: string, body: unknown) => sim.app.request(path, { method: 'POST', body: JSON.stringify(body) });

describe('naming list and pop-up switch (issue #25 items 7, 13)', () => {
  it('names every venue and game category; an operator can rename one', async () => {
    sim = testSim({ control: true });
    const read = async () => envelopeSchema(API_SCHEMAS.namingList.reply).parse((await sim.call(API_PATHS.namingList, {})).raw).data;
    const names = Object.fromEntries((await read()).map((n) => [n.code, n.name]));
    expect(names).toMatchObject({ OBTY: expect.any(String), TY: '体育', ZR: '真人', QP: '棋牌' });
    await control('/__sim/config', { key: 'naming.ZR', value: '真人视讯' });
    expect((await read()).find((n) => n.code === 'ZR')?.name).toBe('真人视讯');
  });

  it('popInfo says show unless the operator switched it off', async () => {
    sim = testSim({ control: true });
    const read = async () => envelopeSchema(API_SCHEMAS.popInfo.reply).parse((await sim.call(API_PATHS.popInfo, {})).raw).data;
    expect((await read()).show).toBe(true);
    await control('/__sim/config', { key: 'popShow', value: '0' });
    expect((await read()).show).toBe(false);
  });
});
