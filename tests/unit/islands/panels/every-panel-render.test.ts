/**
 * Every sport's panel body rendered (server-side, no DOM) with each payload of the bad input
 * corpus (missing, null or malformed fields, the spec's `'^'`, empty ball
 * positions, stats as strings): none throws, each keeps its tabs, and no `NaN` or `undefined`
 * reaches the page. The hockey and basketball bodies have their own, closer test.
 * It spans every sport's panel, so it is named for the behaviour and sits beside their tests (a
 * cross-module suite in tests/unit/test-layout.test.ts).
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BaseballPanel from '../../../../src/islands/panels/baseball/BaseballPanel';
import EsportsPanel from '../../../../src/islands/panels/esports/EsportsPanel';
import FootballPanel from '../../../../src/islands/panels/football/FootballPanel';
import HandballPanel from '../../../../src/islands/panels/handball/HandballPanel';
import SoccerPanel from '../../../../src/islands/panels/soccer/SoccerPanel';
import TennisPanel from '../../../../src/islands/panels/tennis/TennisPanel';
import VolleyballPanel from '../../../../src/islands/panels/volleyball/VolleyballPanel';
import type { PanelProps } from '../../../../src/islands/panels/types';
import type { DetailsPayload } from '../../../../src/lib/domain/socket-contract';
import { toInplayRow } from '../../../../src/lib/inplay/row';
import { apiRow } from '../../inplay/fixtures';
import { BAD_DETAILS } from '../../panels/hockey-basketball-bad-input';

const t = ((key: string, vars?: Record<string, unknown>) =>
  vars ? `${key}${JSON.stringify(vars)}` : key) as PanelProps['t'];

/** Rows as bad as the details: a score the feed garbled, no timer, no colours. */
const ROWS = [
  { ss: '2-1' },
  { ss: '^', timer: null, scores: {} },
  { ss: null, home_color: null, away_color: null },
] as const;

function render(body: ComponentType<PanelProps>, sport: number, row: object, details: unknown) {
  return renderToStaticMarkup(
    createElement(body, {
      row: toInplayRow(apiRow({ sport_id: sport, ...row })),
      details: details as DetailsPayload | undefined,
      t,
      lang: 'kr',
    }),
  );
}

describe.each([
  ['soccer', SoccerPanel, 1],
  ['baseball', BaseballPanel, 16],
  ['volleyball', VolleyballPanel, 91],
  ['handball', HandballPanel, 78],
  ['tennis', TennisPanel, 13],
  ['American football', FootballPanel, 12],
  ['e-sports', EsportsPanel, 151],
] as const)('%s body with bad input', (_name, body, sport) => {
  const cases = ROWS.flatMap((row, r) => BAD_DETAILS.map((d, i) => [`${r}.${i}`, row, d] as const));
  it.each(cases)('renders payload %s without throwing', (_id, row, details) => {
    const html = render(body, sport, row, details);
    expect(html).toContain('data-panel-tabs');
    expect(html).not.toMatch(/NaN|undefined|\[object Object\]/);
  });
});
