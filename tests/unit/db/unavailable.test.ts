import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../src/server/db/unavailable';

const error = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached, told from a failing query', () => {
  it.each([
    ['refused', error('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', error('read ECONNRESET', 'ECONNRESET')],
    [
      'shut down by the operator',
      error('terminating connection due to administrator command', '57P01'),
    ],
    ['starting up', error('the database system is starting up', '57P03')],
    ['terminated', error('Connection terminated unexpectedly')],
    ['pool wait timed out', error('timeout exceeded when trying to connect')],
  ])('%s: unavailable', (_, e) => {
    expect(isDatabaseUnavailable(e)).toBe(true);
  });

  it.each([
    ['a syntax error', error('syntax error at or near "selec"', '42601')],
    ['a unique violation', error('duplicate key value violates unique constraint', '23505')],
    ['SQLite busy', error('database is locked', 'SQLITE_BUSY')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s: a query problem', (_, e) => {
    expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
