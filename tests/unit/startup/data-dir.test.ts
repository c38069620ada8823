/** DATA_DIR made ready, or refused naming the path and the reason. */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDataDir } from '../../../src/server/startup/data-dir';

const root = mkdtempSync(path.join(os.tmpdir(), 'live-score-datadir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('prepareDataDir', () => {
  it('creates a missing folder for the owner alone', () => {
    const dir = path.join(root, 'a', 'b');
    expect(prepareDataDir(dir)).toBe(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it('takes an existing writable folder as it is', () => {
    expect(prepareDataDir(root)).toBe(root);
  });

  it.each([
    [
      '/proc/1/nope',
      /DATA_DIR="\/proc\/1\/nope" cannot hold the data: \/proc\/1\/nope is on a kernel file system/,
    ],
    ['/sys/x', /kernel file system/],
  ])('refuses %s, naming it', (dir, message) => {
    expect(() => prepareDataDir(dir)).toThrow(message);
  });

  it('refuses a file, and a path through a file', () => {
    const file = path.join(root, 'plain-file');
    writeFileSync(file, 'x');
    expect(() => prepareDataDir(file)).toThrow(
      /plain-file" cannot hold the data: .*file, not a folder/,
    );
    expect(() => prepareDataDir(path.join(file, 'below'))).toThrow(
      /below" cannot hold the data: a part of the path is a file, not a folder/,
    );
  });
});
