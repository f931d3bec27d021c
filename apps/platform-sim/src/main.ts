import path from 'node:path';
import { startSim } from './index';

// The simulator as a process: `SIM_PORT` (default 4100), `SIM_DB` (default data/sim.sqlite beside
// this app), `--reset` or `SIM_RESET=1` to start from fresh seed data.
const port = Number(process.env['SIM_PORT'] ?? 4100);
const dbFile = process.env['SIM_DB'] ?? path.resolve(import.meta.dirname, '../data/sim.sqlite');
const reset = process.argv.includes('--reset') || process.env['SIM_RESET'] === '1';

const sim = await startSim({ port, dbFile, reset, host: process.env['SIM_HOST'] ?? '127.0.0.1' });
console.info(`[platform-sim] 平台模拟器已启动 port=${sim.port} db=${dbFile}`);

const stop = () => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
