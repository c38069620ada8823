/**
 * The odds boards' query strings (spec §2.19): unknown values
 * fall back to the defaults, links carry only what differs from them.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DROPPING,
  DEFAULT_SURE_BETS,
  droppingApiQuery,
  droppingHref,
  parseDroppingQuery,
  parseSureBetsQuery,
  sureBetsHref,
} from '../../../src/lib/odds-board/query';

const q = (text: string) => new URLSearchParams(text);

describe('dropping odds query', () => {
  it.each([
    ['', DEFAULT_DROPPING],
    ['window=5', { ...DEFAULT_DROPPING, window: 5 }],
    ['window=60&type=3', { ...DEFAULT_DROPPING, window: 60, type: 3 }],
    ['window=opening', { ...DEFAULT_DROPPING, window: 'opening' }],
    ['window=10', DEFAULT_DROPPING],
    ['window=abc&type=9', DEFAULT_DROPPING],
    ['type=2', { ...DEFAULT_DROPPING, type: 2 }],
    ['sportsId=18', { ...DEFAULT_DROPPING, sportsId: 18 }],
    ['sportsId=999', DEFAULT_DROPPING],
    ['sportsId=1.5', DEFAULT_DROPPING],
    ['status=inplay', { ...DEFAULT_DROPPING, status: 'inplay' }],
    ['status=live', DEFAULT_DROPPING],
  ])('%s reads as %o', (text, expected) => {
    expect(parseDroppingQuery(q(text))).toEqual(expected);
  });

  it.each([
    [DEFAULT_DROPPING, undefined, '/odds/dropping'],
    [{ ...DEFAULT_DROPPING, window: 5 as const }, 'en', '/odds/dropping?window=5&lang=en'],
    [
      {
        window: 'opening' as const,
        type: 3 as const,
        sportsId: 1 as const,
        status: 'upcoming' as const,
      },
      undefined,
      '/odds/dropping?window=opening&type=3&sportsId=1&status=upcoming',
    ],
  ])('links %o as %s', (choice, lang, href) => {
    expect(droppingHref(choice, lang)).toBe(href);
    // A link reads back as the choice it was made from.
    expect(parseDroppingQuery(new URL(href, 'http://x').searchParams)).toEqual(choice);
  });

  it.each([
    [DEFAULT_DROPPING, '?window=15&type=1'],
    [
      {
        window: 'opening' as const,
        type: 2 as const,
        sportsId: 18 as const,
        status: 'inplay' as const,
      },
      '?window=opening&type=2&sportsId=18&status=inplay',
    ],
  ])('asks the API for %o with %s', (choice, query) => {
    expect(droppingApiQuery(choice)).toBe(query);
  });
});

describe('sure bets query', () => {
  it.each([
    ['', DEFAULT_SURE_BETS],
    ['min_margin=1.5', { ...DEFAULT_SURE_BETS, minMargin: 1.5 }],
    ['min_margin=2.345', { ...DEFAULT_SURE_BETS, minMargin: 2.35 }],
    ['min_margin=100', { ...DEFAULT_SURE_BETS, minMargin: 100 }],
    ['min_margin=101', DEFAULT_SURE_BETS],
    ['min_margin=-1', DEFAULT_SURE_BETS],
    ['min_margin=abc', DEFAULT_SURE_BETS],
    ['min_margin=%201%20', { ...DEFAULT_SURE_BETS, minMargin: 1 }],
    ['status=upcoming&sportsId=16', { ...DEFAULT_SURE_BETS, status: 'upcoming', sportsId: 16 }],
    ['status=bogus&sportsId=x', DEFAULT_SURE_BETS],
  ])('%s reads as %o', (text, expected) => {
    expect(parseSureBetsQuery(q(text))).toEqual(expected);
  });

  it.each([
    [DEFAULT_SURE_BETS, undefined, '/odds/sure-bets'],
    [
      { sportsId: 1 as const, status: 'inplay' as const, minMargin: 0.5 },
      'jp',
      '/odds/sure-bets?sportsId=1&status=inplay&min_margin=0.5&lang=jp',
    ],
  ])('links %o as %s', (choice, lang, href) => {
    expect(sureBetsHref(choice, lang)).toBe(href);
  });
});
