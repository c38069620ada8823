/**
 * The hockey and basketball bodies rendered (server-side, no DOM) with each payload of the bad
 * input corpus: they never throw, draw the tracker only for a readable
 * position and never show a stat the payload did not hold.
 * It spans two panels, so it is named for the behaviour and sits beside their tests (a
 * cross-module suite in tests/unit/test-layout.test.ts).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import BasketballPanel from '../../../../src/islands/panels/basketball/BasketballPanel';
import HockeyPanel from '../../../../src/islands/panels/hockey/HockeyPanel';
import type { PanelProps } from '../../../../src/islands/panels/types';
import type { DetailsPayload } from '../../../../src/lib/domain/socket-contract';
import { toInplayRow } from '../../../../src/lib/inplay/row';
import { apiRow } from '../../inplay/fixtures';
import { BAD_DETAILS } from '../../panels/hockey-basketball-bad-input';

const t = ((key: string, vars?: Record<string, unknown>) =>
  vars ? `${key}${JSON.stringify(vars)}` : key) as PanelProps['t'];

function render(body: typeof HockeyPanel, sport: number, details: unknown): string {
  const row = toInplayRow(apiRow({ sport_id: sport, ss: '2-1' }));
  return renderToStaticMarkup(
    createElement(body, { row, details: details as DetailsPayload | undefined, t, lang: 'en' }),
  );
}

describe.each([
  ['hockey', HockeyPanel, 17, 'data-puck'],
  ['basketball', BasketballPanel, 18, 'data-ball'],
] as const)('%s body', (_name, body, sport, marker) => {
  it.each(BAD_DETAILS.map((d, i) => [i, d]))('renders bad payload %i without throwing', (_i, d) => {
    const html = render(body, sport, d);
    expect(html).toContain('data-panel-tabs');
    expect(html).not.toMatch(/NaN|undefined/);
  });

  it('draws the tracker and the stats of a good payload', () => {
    const html = render(body, sport, {
      seq: 1,
      info: { state: '10000', ball_pos: '0.25,0.5', period: 1 },
      sts: {},
      stats: { shots: [3, 4], fouls: [2, 1] },
      events: [],
    });
    expect(html).toContain(marker);
    expect(html).toContain('translate(100px, 90px)');
    expect(html).toMatch(/data-stat="(shots|fouls)"/);
  });

  it('waits for details before drawing a tracker', () => {
    const html = render(body, sport, undefined);
    expect(html).not.toContain(marker);
    expect(html).toContain(`panel.${_name}.waiting`);
  });
});
