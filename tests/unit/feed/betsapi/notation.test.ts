/**
 * Every price and line notation BetsAPI passes on from its bookmakers, read into the product's
 * decimal price and line; "not quoted" (nothing there) kept apart from unreadable (logged).
 */
import { describe, expect, it } from 'vitest';
import {
  NOT_QUOTED,
  readLine,
  readPrice,
  UNREADABLE,
} from '../../../../src/server/feed/betsapi/notation';

describe('readPrice', () => {
  it.each([
    // decimal
    ['2.050', 2.05],
    ['401.000', 401],
    [' 1.91 ', 1.91],
    [1.8333, 1.833],
    // evens
    ['EVS', 2],
    ['evens', 2],
    ['Even', 2],
    // fractional
    ['5/2', 3.5],
    ['11/8', 2.375],
    ['1/2', 1.5],
    ['4/5', 1.8],
    ['100/30', 4.333],
    // American
    ['+150', 2.5],
    ['-200', 1.5],
    ['+100', 2],
    // suspended
    ['-', '-'],
    // not quoted: nothing there
    ['', NOT_QUOTED],
    ['   ', NOT_QUOTED],
    [null, NOT_QUOTED],
    [undefined, NOT_QUOTED],
    ['0', NOT_QUOTED],
    ['0.000', NOT_QUOTED],
    [0, NOT_QUOTED],
    // something that is no price
    ['1.000', UNREADABLE],
    ['0.5', UNREADABLE],
    ['abc', UNREADABLE],
    ['5/0', UNREADABLE],
    ['0/3', UNREADABLE],
    ['+1.5', UNREADABLE],
    ['2,05', UNREADABLE],
    [Number.NaN, UNREADABLE],
  ] as const)('%j → %j', (raw, expected) => {
    expect(readPrice(raw)).toBe(expected);
  });
});

describe('readLine', () => {
  it.each([
    // whole and half lines
    ['-0.50', -0.5],
    ['0.0', 0],
    ['0', 0],
    ['+1.5', 1.5],
    ['2.5', 2.5],
    ['160.5', 160.5],
    [-1.5, -1.5],
    ['PK', 0],
    ['pk', 0],
    // quarter lines, comma: each half with its own sign
    ['2.5,3.0', 2.75],
    ['0.0,-0.5', -0.25],
    ['0,-0.5', -0.25],
    ['-0.5,-1', -0.75],
    ['0.5,1.0', 0.75],
    ['+0.5,+1', 0.75],
    // quarter lines, slash: the second half takes the first's sign
    ['2.5/3', 2.75],
    ['0/0.5', 0.25],
    ['-0/0.5', -0.25],
    ['-1/1.5', -1.25],
    // quarter lines, hyphen: a minus where that makes two halves, else a separator
    ['0-0.5', -0.25],
    ['-0.5-1', -0.75],
    ['2.5-3', 2.75],
    ['1-1.5', 1.25],
    // not quoted
    ['', NOT_QUOTED],
    [null, NOT_QUOTED],
    [undefined, NOT_QUOTED],
    ['-', NOT_QUOTED],
    // not a line
    ['1,2,3', UNREADABLE],
    ['1,3', UNREADABLE],
    ['0.5,-0.5', UNREADABLE],
    ['2.5/4', UNREADABLE],
    ['abc', UNREADABLE],
    [Number.POSITIVE_INFINITY, UNREADABLE],
  ] as const)('%j → %j', (raw, expected) => {
    expect(readLine(raw)).toBe(expected);
  });
});
