/**
 * @module startup/data-dir
 * DATA_DIR made ready before anything opens a file in it, or refused with one line naming the
 * path and what is wrong with it (`/proc/…` hung the start at 50 % CPU, a
 * read-only folder said only "unable to open database file"). A folder it creates is the
 * owner's alone (0700): it holds password hashes and the token secret.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Kernel file systems: files there are not files, and writes hang or fail oddly. */
const VIRTUAL_ROOTS = ['/proc', '/sys', '/dev'];

export class DataDirError extends Error {
  constructor(dir: string, reason: string) {
    super(
      `DATA_DIR=${JSON.stringify(dir)} cannot hold the data: ${reason}. Set DATA_DIR to a writable folder.`,
    );
    this.name = 'DataDirError';
  }
}

function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EROFS':
      return 'it is on a read-only file system';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a part of the path is a file, not a folder';
    case 'ENOSPC':
      return 'the disk is full';
    default:
      return (error as Error).message;
  }
}

/**
 * Creates DATA_DIR when missing and checks that it is a writable folder; the resolved path.
 * @example prepareDataDir('./data') // '/srv/live-score/data'
 * @throws DataDirError naming the path and the reason
 */
export function prepareDataDir(dir: string): string {
  const resolved = path.resolve(dir);
  if (VIRTUAL_ROOTS.some((root) => resolved === root || resolved.startsWith(`${root}/`)))
    throw new DataDirError(dir, `${resolved} is on a kernel file system, not a disk`);
  try {
    mkdirSync(resolved, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new DataDirError(dir, reasonOf(error));
  }
  if (!statSync(resolved).isDirectory()) throw new DataDirError(dir, 'it is a file, not a folder');
  try {
    accessSync(resolved, constants.W_OK);
  } catch (error) {
    throw new DataDirError(
      dir,
      reasonOf(error) === 'permission denied' ? 'it is read-only for this user' : reasonOf(error),
    );
  }
  return resolved;
}
