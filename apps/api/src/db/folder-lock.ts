import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** A second server on the same PGlite folder would overwrite the first one's writes. */
export class FolderInUseError extends Error {
  constructor(folder: string, owner: LockOwner) {
    super(
      `The data folder ${folder} is in use by another DHub server (process ${owner.pid} on ${owner.host}, started ${owner.startedAt}). ` +
        'Stop that server, or start this one with another DATA_DIR or with DATABASE_URL (PostgreSQL). ' +
        `If that host is gone for good (a replaced container), remove ${folder}.lock.`,
    );
    this.name = 'FolderInUseError';
  }
}

function readOwner(file: string): LockOwner | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
  } catch {
    return undefined; // unreadable or half-written: treated as stale
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, another user's
  }
}

/** When this process started: with the pid, it tells this process from an earlier one that had its pid. */
const PROCESS_STARTED_AT = new Date(Date.now() - process.uptime() * 1000).toISOString();

const isThisProcess = (owner: LockOwner, me: LockOwner) => owner.pid === me.pid && owner.startedAt === me.startedAt;

/**
 * Takes `<folder>.lock` for this process, or throws FolderInUseError when a running process holds
 * it. A lock left by a process that is gone (a crash, kill -9) is taken over, so a crash never
 * leaves the folder stuck. Returns the release (also done when the process exits).
 */
export function lockFolder(folder: string): () => void {
  const file = `${folder}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: PROCESS_STARTED_AT };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        const owner = readOwner(file);
        if (owner && isThisProcess(owner, me)) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    // Another host's process cannot be checked from here: its lock is kept (a shared folder). Our pid
    // with another start time is a process from before a restart that reused the pid (pid 1 in a container).
    const running = owner && (isThisProcess(owner, me) || (owner.pid !== me.pid && isRunning(owner.pid)));
    if (owner && (owner.host !== me.host || running)) throw new FolderInUseError(folder, owner);
    rmSync(file, { force: true });
  }
  throw new FolderInUseError(folder, readOwner(file) ?? { pid: 0, host: 'unknown', startedAt: 'unknown' });
}
