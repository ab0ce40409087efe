import { existsSync } from 'node:fs';
import { chmod, rename, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * A PGlite folder belongs to the one process that opened it: a second process reading or writing it while
 * the server runs may corrupt it or copy pages half written. So the running server takes the backup
 * itself, asked on a Unix socket in DATA_DIR that only the folder's owner can open (decision 023).
 *
 * The request is one line, `dump`. The answer is one line of JSON, `{"ok":true,"bytes":N}` followed by
 * the N bytes of the data folder's tarball, or `{"ok":false,"error":"…"}`.
 */
export const BACKUP_SOCKET = 'backup.sock';

export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), BACKUP_SOCKET);

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * The server's side: answers backups on DATA_DIR/backup.sock while it holds the PGlite folder. Undefined,
 * after saying why, when the socket cannot be made (a DATA_DIR path too long for a socket name); the
 * backup command then refuses rather than opening the folder beside the server.
 */
export async function serveBackups(
  dataDir: string,
  dump: () => Promise<Blob>,
  log: (line: string) => void = console.log,
): Promise<BackupSocket | undefined> {
  const socketPath = backupSocketPath(dataDir);
  // Made under another name and renamed once only its owner may open it, which also replaces the socket
  // a killed server left behind.
  const staging = `${socketPath}.${process.pid}`;
  let busy = false;

  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    let request = '';
    const onData = (chunk: Buffer) => {
      request += chunk.toString('utf8');
      if (request.length > 64) return socket.destroy();
      if (!request.includes('\n')) return;
      socket.off('data', onData);
      if (request.trim() !== 'dump') return socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
      if (busy) return socket.end(`${JSON.stringify({ ok: false, error: 'another backup is being taken' })}\n`);
      busy = true;
      dump()
        .then(async (tarball) => {
          const bytes = Buffer.from(await tarball.arrayBuffer());
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          socket.end(bytes);
        })
        .catch((err: Error) => socket.end(`${JSON.stringify({ ok: false, error: err.message })}\n`))
        .finally(() => {
          busy = false;
        });
    };
    socket.on('data', onData);
  });

  try {
    await rm(staging, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(staging, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(staging, 0o600);
    await rename(staging, socketPath);
  } catch (err) {
    server.close();
    await rm(staging, { force: true });
    log(`Backups while running are not available (${(err as Error).message}); stop the server to back up ${dataDir}.`);
    return undefined;
  }

  return {
    // The name goes first: a socket nobody listens on says the server is gone and the folder is free.
    async close() {
      await rm(socketPath, { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What the backup command hears when it asks: the tarball, or that no server holds the folder.
 * `left` says a socket was there with nobody listening: the server that made it was killed.
 */
export type ServerDump = { answered: true; tarball: Buffer } | { answered: false; left: boolean };

/** The backup command's side: asks the server running on DATA_DIR for its data folder. */
export function askServerForDump(dataDir: string): Promise<ServerDump> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve({ answered: false, left: false });
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      connected = true;
      socket.write('dump\n');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) {
        resolve({ answered: false, left: err.code === 'ECONNREFUSED' });
      } else reject(new Error(`The server's backup socket failed: ${err.message}`));
    });
    socket.on('end', () => {
      const received = Buffer.concat(chunks);
      const newline = received.indexOf('\n');
      const header = newline < 0 ? undefined : parseHeader(received.subarray(0, newline).toString('utf8'));
      if (!header) return reject(new Error('The server closed the backup socket without an answer.'));
      if (!header.ok) return reject(new Error(`The server could not take the backup: ${header.error}`));
      const tarball = received.subarray(newline + 1);
      if (tarball.length !== header.bytes)
        return reject(new Error(`The server sent ${tarball.length} of ${header.bytes} bytes; try again.`));
      resolve({ answered: true, tarball });
    });
  });
}

function parseHeader(line: string): { ok: true; bytes: number } | { ok: false; error: string } | undefined {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
