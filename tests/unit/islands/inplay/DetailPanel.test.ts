// The panel's middle at a break and after the end (spec §2.12, §4.19), rendered on the server as
// the first paint does: the sport's label in place of a frozen clock, and the finished label with
// the final score (tennis with its set scores).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Inplay } from '../../../../src/islands/inplay/context';
import DetailPanel from '../../../../src/islands/inplay/DetailPanel';
import type { InplayActions } from '../../../../src/lib/inplay/actions';
import { apiRow, screenOf } from '../../inplay/fixtures';

function panel(row: Record<string, unknown>, state: string | null = null): string {
  const screen = screenOf([apiRow({ id: 1, bet365: '91', ...row })], '91');
  if (state) {
    const info = {
      bet365id: '91',
      upcoming_id: 1,
      sport_id: 1,
      state,
      ball_pos: null,
      period: 2,
      serve: null,
    };
    screen.details.set('91', { seq: 1, info, sts: {}, stats: {}, events: [] } as never);
  }
  const actions = {} as InplayActions;
  const html = renderToStaticMarkup(
    createElement(Inplay.Provider, { value: { screen, actions } }, createElement(DetailPanel)),
  );
  return html.replace(/<!-- -->/g, '');
}

const pair = (home: string, away: string) => ({ home, away });

describe('the detail panel at a break and after the end', () => {
  it('soccer at half-time says HT, not a frozen 45:00', () => {
    const html = panel({ timer: { tm: 45, ts: 0, tt: '0', md: 0 }, ss: '1-0' });
    expect(html).toContain('data-status="halfTime">HT<');
    expect(html).not.toContain('45:00');
  });

  it('basketball between quarters says which quarter ended', () => {
    const html = panel({ sport_id: 18, timer: { tm: 0, ts: 0, q: 3 }, ss: '70-66' });
    expect(html).toContain('>End of 3rd<');
  });

  it('an ended hockey match decided by a shoot-out shows F/SO with the final score', () => {
    const html = panel({
      sport_id: 17,
      status_id: 3,
      is_inplay: false,
      ss: '3-2',
      scores: { '4': pair('0', '0'), '5': pair('1', '0') },
    });
    expect(html).toContain('data-final="finalSo"');
    expect(html).toContain('>F/SO<');
    expect(html).toContain('data-score="3-2"');
  });

  it('an ended tennis match shows Final with its set scores', () => {
    const html = panel({
      sport_id: 13,
      status_id: 3,
      is_inplay: false,
      ss: '2-1',
      scores: { '1': pair('6', '4'), '2': pair('3', '6'), '3': pair('7', '5') },
    });
    expect(html).toContain('>Final<');
    expect(html).toContain('aria-label="Set scores">6-4 3-6 7-5<');
  });

  it('a match in play shows its clock and state; once ended the last state goes', () => {
    const html = panel({ timer: { tm: 52, ts: 3, tt: '1', md: 1 } }, '10000');
    expect(html).toContain('52:03');
    expect(html).not.toContain('data-status');
    expect(html).toContain('detail-panel__state');
    const ended = panel({ status_id: 3, is_inplay: false, timer: null }, '10000');
    expect(ended).toContain('>FT<');
    expect(ended).not.toContain('detail-panel__state');
  });
});
