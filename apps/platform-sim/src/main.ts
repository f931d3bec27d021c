import path from 'node:path';
import { DEMO_MEMBER, startSim } from './index';

// The simulator as a process: `SIM_PORT` (default 4100), `SIM_VENUE_PORT` (default SIM_PORT+1),
// `SIM_DB` (default data/sim.sqlite beside this app), `--reset` or `SIM_RESET=1` to start from
// fresh seed data, `SIM_CONTROL=1` to switch on the test-only /__sim control API.
const port = Number(process.env['SIM_PORT'] ?? 4100);
const venuePort = process.env['SIM_VENUE_PORT'] ? Number(process.env['SIM_VENUE_PORT']) : port + 1;
const dbFile = process.env['SIM_DB'] ?? path.resolve(import.meta.dirname, '../data/sim.sqlite');
const reset = process.argv.includes('--reset') || process.env['SIM_RESET'] === '1';
const control = process.env['SIM_CONTROL'] === '1';

const sim = await startSim({ port, venuePort, dbFile, reset, control, host: process.env['SIM_HOST'] ?? '127.0.0.1' });
console.info(
  `[platform-sim] 平台模拟器已启动 port=${sim.port} venue=${sim.venuePort} db=${dbFile}${control ? ' control=on' : ''}\n` +
    `[platform-sim] 演示账号 ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`,
);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
