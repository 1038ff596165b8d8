// A PgBouncer in transaction mode in front of a PostgreSQL, as a deployment with a pooler has it:
// npm test runs the API's PostgreSQL pass through one (docs/operations.md, "A pooler in front of
// PostgreSQL"). Its configuration goes into a directory of its own under the temporary directory
// (the run's scratch directory), and it listens on a free port of 127.0.0.1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's package installs it under /usr/sbin, which a user's PATH may lack. */
const PGBOUNCER = process.env.PGBOUNCER_PATH || ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((file) => fs.existsSync(file)) || 'pgbouncer';

export const PGBOUNCER_MISSING = 'PgBouncer is not installed: apt-get install -y pgbouncer (Debian 12 has 1.18), or set PGBOUNCER_PATH';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * The configuration: every database of `server` under its own name, each client's user signing in
 * to PostgreSQL as itself (trust; a user the auth file lacks is looked up as `server`'s), session
 * settings at connect refused (PgBouncer's default, so a client that sends them fails as it would
 * in production), few server connections kept idle.
 */
function configOf({ server, port, dir }) {
  const user = decodeURIComponent(server.username) || 'postgres';
  fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" ""\n`);
  return [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'pool_mode = transaction',
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'users.txt')}`,
    `auth_user = ${user}`,
    'max_client_conn = 1000',
    // several test runs may share the server: bounded, and idle ones closed soon
    'max_db_connections = 30',
    'server_idle_timeout = 10',
    'log_connections = 0',
    'log_disconnections = 0',
    // its log goes to standard error (read when it fails), and it keeps no pid file
    'logfile =',
    'pidfile =',
  ].join('\n');
}

/**
 * Starts PgBouncer in front of the PostgreSQL at `serverUrl`; resolves with `url` (`serverUrl`
 * through the pooler) and `stop()`. Rejects with PGBOUNCER_MISSING when it is not installed.
 */
export async function startPgBouncer(serverUrl) {
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-pgbouncer-'));
  const configFile = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(configFile, configOf({ server, port, dir }));
  // it refuses to run as root; it reads its files before it becomes `nobody`
  const child = spawn(PGBOUNCER, [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = new Promise((_, reject) => {
    child.once('error', (error) => reject(/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? new Error(PGBOUNCER_MISSING) : error));
    exited.then((code) => reject(new Error(`PgBouncer stopped at start (exit code ${code}):\n${output}`)));
  });
  failed.catch(() => undefined);
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await Promise.race([failed, listening(port)]);
  } catch (error) {
    child.kill();
    remove();
    throw error;
  }
  return {
    url: Object.assign(new URL(serverUrl), { hostname: '127.0.0.1', port: String(port) }).toString(),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      remove();
    },
  };
}

async function listening(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (Date.now() > deadline) throw new Error(`PgBouncer did not listen on 127.0.0.1:${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
