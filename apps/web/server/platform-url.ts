/**
 * Where the platform is when PLATFORM_URL is not given: the embedded simulator, on the host and
 * port the simulator itself reads (SIM_HOST, SIM_PORT). A real platform replaces it by PLATFORM_URL.
 */
export const DEFAULT_SIM_PORT = 4100;

export function platformUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env['PLATFORM_URL']) return env['PLATFORM_URL'];
  const host = env['SIM_HOST'] ?? '127.0.0.1';
  const port = env['SIM_PORT'] ?? String(DEFAULT_SIM_PORT);
  return `http://${host}:${port}`;
}
