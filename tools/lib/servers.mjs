// Starting and stopping the site with its simulator for the benches (chat-bench, records-bench):
// whether a port is taken, waiting until one answers, and stopping a whole process group.
import net from 'node:net';

/** True when something on 127.0.0.1 accepts connections on `port`. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves when `port` accepts a connection; rejects (in Chinese) after `timeoutMs`. */
export function waitForPort(port, timeoutMs = 60_000) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`端口 ${port} 未就绪`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/**
 * Stops a server started with `detached: true` (site and simulator): the whole process group, so
 * no server outlives the run; SIGKILL after 5 s if SIGTERM was not enough.
 */
export async function stopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  signal('SIGKILL');
}

/** A progress logger: `[name] 12.3 s text` on stderr, timed from when it was made. */
export function stepLogger(name) {
  const startedAt = Date.now();
  return (text) => console.error(`[${name}] ${((Date.now() - startedAt) / 1000).toFixed(1)} s ${text}`);
}
