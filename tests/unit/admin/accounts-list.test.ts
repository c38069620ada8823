import { describe, expect, it } from 'vitest';
import {
  accountActions,
  accountsQuery,
  actionBody,
  reasonProblem,
} from '../../../src/lib/admin/accounts-list';

describe('accounts section', () => {
  it.each([
    [{ q: ' kim ', status: 'b' }, 2, { q: 'kim', status: 'b', rows: 20, page: 2 }],
    [{ q: '', status: '' }, 1, { q: '', status: '', rows: 20, page: 1 }],
  ] as const)('filter %j page %i asks %j', (filter, page, query) => {
    expect(accountsQuery(filter, page)).toEqual(query);
  });

  it.each([
    ['w', ['approve', 'reject', 'ban', 'delete']],
    ['p', ['approve', 'reject', 'ban', 'delete']],
    ['c', ['reset-password', 'ban', 'delete']],
    ['r', ['approve', 'delete']],
    ['b', ['unban', 'delete']],
    ['d', []],
  ] as const)('an account in status %s offers %j', (status, actions) => {
    expect(accountActions(status)).toEqual(actions);
  });

  it.each([
    ['', {}, null],
    ['   ', {}, null],
    [' spam ', { reason: 'spam' }, null],
    ['x'.repeat(500), { reason: 'x'.repeat(500) }, null],
    ['x'.repeat(501), { reason: 'x'.repeat(501) }, { kind: 'tooLong', max: 500 }],
  ])('reason %j: body %j, problem %j', (reason, body, problem) => {
    expect(actionBody(reason)).toEqual(body);
    expect(reasonProblem(reason)).toEqual(problem);
  });
});
