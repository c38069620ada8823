/**
 * A failed listen at start-up names the variable to change (like configuration errors).
 */
import { describe, expect, it } from 'vitest';
import { listenErrorMessage } from '../../../src/server/startup/listen-error';

const error = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

describe('listenErrorMessage', () => {
  it.each([
    [
      'EADDRINUSE',
      { PORT: 4321, HOST: '0.0.0.0' },
      /^PORT=4321: 0\.0\.0\.0:4321 is already in use .*set PORT to a free port \(0 picks one\)$/,
    ],
    ['EADDRINUSE', { PORT: 80, HOST: '::1' }, /^PORT=80: \[::1\]:80 is already in use/],
    [
      'EACCES',
      { PORT: 80, HOST: '0.0.0.0' },
      /^PORT=80: not allowed to listen on 0\.0\.0\.0:80 .*set PORT to 1024 or above$/,
    ],
    [
      'EADDRNOTAVAIL',
      { PORT: 4321, HOST: '10.9.9.9' },
      /^HOST="10\.9\.9\.9": no network interface .*set HOST/,
    ],
    [
      'ENOTFOUND',
      { PORT: 4321, HOST: 'nowhere.invalid' },
      /^HOST="nowhere\.invalid": the host name does not resolve/,
    ],
  ])('%s on %j', (code, target, expected) => {
    const message = listenErrorMessage(error(code), target);
    expect(message).toMatch(expected);
    expect(message).not.toContain('\n');
  });

  it.each([[error('ECONNREFUSED')], [new Error('boom')], [undefined], ['text']])(
    'leaves other errors alone: %j',
    (value) => {
      expect(listenErrorMessage(value, { PORT: 1, HOST: 'h' })).toBeUndefined();
    },
  );
});
