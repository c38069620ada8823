/**
 * Baseball cards (spec §2): league, play time, 9 inning columns, runs and hits, the bases
 * diamond, balls/strikes/outs, over/under and handicap lines, and the live, relative and
 * broadcast buttons. Live opens the external page (1200x1000, gameId and livescore=1) only when
 * the game has a url.
 */
import { useStore } from '@nanostores/react';
import type { Translate } from '../../lib/i18n/messages';
import { memo } from 'react';
import { isLive } from '../../lib/domain/inplay-filters';
import { periodColumns } from '../../lib/domain/period-names';
import { baseballCount, type BaseballCount } from '../../lib/inplay/details-view';
import { flagOver, $gameSettings } from '../../lib/inplay/game-settings';
import { externalLivePopup, openPopup } from '../../lib/inplay/popups';
import { shownTotals, type InplayRow } from '../../lib/inplay/row';
import { TimeCell, League, LiveDot, matchAttributes, OddsPair, Score, Team } from './cells';
import { NO_SETTINGS, useClientStore } from './client-store';
import { useInplay } from './context';
import { MatchButtons } from './PeriodTables';
import { SelectBox } from './toggles';
import { useRow } from './use-rows';

function Diamond({ bases }: { bases: BaseballCount['bases'] }) {
  const { t } = useInplay().screen;
  // Spec §4: three flags give eight states; second base on top, first on the right.
  const at = [
    { x: 30, y: 18 },
    { x: 18, y: 6 },
    { x: 6, y: 18 },
  ];
  return (
    <svg className="diamond" viewBox="0 0 36 30" role="img" aria-label={t('inplay.baseball.bases')}>
      {at.map((p, i) => (
        <rect
          key={i}
          x={p.x - 5}
          y={p.y - 5}
          width="10"
          height="10"
          transform={`rotate(45 ${p.x} ${p.y})`}
          className={bases[i] ? 'base base--on' : 'base'}
          data-base={i + 1}
          data-on={bases[i] || undefined}
        />
      ))}
    </svg>
  );
}

function Count({ label, value, max }: { label: string; value: number; max: number }) {
  return (
    <span className="count">
      <span className="count__label">{label}</span>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={i < value ? 'count__dot count__dot--on' : 'count__dot'} />
      ))}
    </span>
  );
}

/** The innings table: the nine innings, runs and hits of each side. */
function innings(t: Translate, row: InplayRow) {
  const innings = periodColumns(16);
  const runs = shownTotals(row);
  const side = (s: 'home' | 'away', i: 0 | 1) => (
    <tr className={`side side--${s}`}>
      <th scope="row" className="c-team">
        <Team row={row} side={s} />
      </th>
      {innings.map((c) => (
        <td key={c.key} className="c-period">
          {row.scores[c.key]?.[s] ?? ''}
        </td>
      ))}
      <td className="c-total">
        <Score ss={runs[i]} />
      </td>
      <td className="c-hits">{row.scores.hit?.[s] ?? ''}</td>
    </tr>
  );
  return (
    <div className="table-wrap">
      <table className="innings">
        <thead>
          <tr>
            <th className="c-team">
              <span className="sr-only">{t('inplay.column.team')}</span>
            </th>
            {innings.map((c) => (
              <th key={c.key} className="c-period">
                {c.key}
              </th>
            ))}
            <th className="c-total">R</th>
            <th className="c-hits">H</th>
          </tr>
        </thead>
        <tbody>
          {side('away', 1)}
          {side('home', 0)}
        </tbody>
      </table>
    </div>
  );
}

const Card = memo(function Card({ id, odds }: { id: number; odds: boolean }) {
  const { screen, actions } = useInplay();
  const row = useRow(id);
  const details = useStore(screen.details.store(row?.bet365 ?? ''));
  if (!row) return null;
  const { t } = screen;
  const live = isLive(row);
  const count = live ? baseballCount(details?.sts) : null;
  const external = externalLivePopup(row);
  return (
    <article
      className="baseball-card"
      {...matchAttributes(row, live)}
      onClick={() => row.bet365 && actions.selectMatch(row.bet365)}
    >
      <header className="baseball-card__head">
        <SelectBox id={row.id} />
        <League row={row} />
        <span className="baseball-card__time">
          <LiveDot live={live} />
          <TimeCell row={row} live={live} />
        </span>
      </header>
      {innings(t, row)}
      <footer className="baseball-card__foot">
        {count && (
          <span className="baseball-card__count">
            <Diamond bases={count.bases} />
            <Count label="B" value={count.balls} max={3} />
            <Count label="S" value={count.strikes} max={2} />
            <Count label="O" value={count.outs} max={2} />
          </span>
        )}
        {odds && (
          <span className="baseball-card__lines">
            <span className="line-label">{t('inplay.column.overUnder')}</span>
            <OddsPair pair={row.odds.total.line} single />
            <span className="line-label">{t('inplay.column.handicap')}</span>
            <OddsPair pair={row.odds.handicap.line} single />
          </span>
        )}
        <span className="match-buttons">
          {external && (
            <button
              type="button"
              className="chip chip--live"
              onClick={(e) => {
                e.stopPropagation();
                openPopup(external);
              }}
            >
              {t('inplay.live')}
            </button>
          )}
          <MatchButtons row={row} />
        </span>
      </footer>
    </article>
  );
});

export default function BaseballCards({ rows }: { rows: InplayRow[] }) {
  const settings = useClientStore($gameSettings, NO_SETTINGS);
  const odds = flagOver(settings, 16, 'is_odds');
  return (
    <div className="baseball-cards" data-list="baseball">
      {rows.map((r) => (
        <Card key={r.id} id={r.id} odds={odds} />
      ))}
    </div>
  );
}
