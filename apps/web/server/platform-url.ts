/**
 * Where the platform is when PLATFORM_URL is not given: the embedded simulator, on the host and
 * port the simulator itself reads (SIM_HOST, SIM_PORT). A real platform replaces it by PLATFORM_URL.
 */
export const DEFAULT_SIM_PORT = 4100;

/** The embedded simulator's origin, from the settings the simulator itself reads. */
export function simulatorUrl(env: NodeJS.ProcessEnv = process.env): string {
  const host = env['SIM_HOST'] ?? '127.0.0.1';
  const port = env['SIM_PORT'] ?? String(DEFAULT_SIM_PORT);
  return `http://${host}:${port}`;
}

export function platformUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env['PLATFORM_URL'] || simulatorUrl(env);
}

/**
 * Whether the platform is the embedded simulator (its address per SIM_HOST/SIM_PORT): only then
 * may the site assume the simulator's layout for what PLATFORM_URL does not say (the venue
 * providers on its venue port). `npm start` and the browser tests start it so.
 */
export function isEmbeddedSimulator(platformUrl: string, env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    return new URL(platformUrl).origin === new URL(simulatorUrl(env)).origin;
  } catch {
    return false;
  }
}
