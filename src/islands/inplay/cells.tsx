/** Small cells the list layouts share: odds with arrows and highlight, score, clock, toggles. */
import { Suspense, lazy, memo, useState, type CSSProperties } from 'react';
import {
  formatOdds,
  oddsArrow,
  priceNumber,
  shouldHighlight,
  type PriceValue,
} from '../../lib/domain/odds-change';
import { countryFlag, countryName } from '../../lib/domain/country-flag';
import { kitColor } from '../../lib/domain/kit-colors';
import { finalLabel, statusLabel, type StatusLabel } from '../../lib/domain/status-label';
import { timerLabel } from '../../lib/domain/timer-label';
import { kickoffClock } from '../../lib/inplay/format';
import {
  dataPopup,
  leaguePopup,
  openPopup,
  relativePopup,
  teamPopup,
} from '../../lib/inplay/popups';
import type { InplayRow, PricePair } from '../../lib/inplay/row';
import { awayName, homeName, leagueName } from '../../lib/inplay/row';
import { teamDetailsMessage } from '../../lib/inplay/team-details';
import { postToParent } from '../../lib/embed/bridge';
import { useChangeFlash } from '../common/use-change-flash';
import { useInplay } from './context';
import { BroadcastIcon, DataIcon, LineupIcon } from './icons';
import { statusText, timerText } from './labels';

/** Its own chunk: the in-play first load carries only the button. */
const BroadcastModal = lazy(() => import('./BroadcastModal'));

const ARROWS = { up: '▲', down: '▼', none: '', dash: '' } as const;

/** Spec §4: first line the opening odds, second the new odds with the arrow. */
export const OddsPair = memo(function OddsPair({
  pair,
  label,
  single = false,
}: {
  pair: PricePair | null;
  label?: string;
  /** Lines (handicap, total) show one value, no arrow. */
  single?: boolean;
}) {
  const n = pair?.n;
  const flash = useChangeFlash(n, shouldHighlight);
  if (single) {
    return (
      <span className="odds odds--line">
        {label && <span className="odds__label">{label}</span>}
        <span className="odds__now">{formatLine(n)}</span>
      </span>
    );
  }
  const arrow = oddsArrow(pair?.o, n);
  return (
    <span className="odds" data-arrow={arrow} data-flash={flash ?? undefined}>
      {label && <span className="odds__label">{label}</span>}
      <span className="odds__open">{formatOdds(pair?.o)}</span>
      <span className="odds__now">
        {formatOdds(n)}
        <i className={`odds__arrow odds__arrow--${arrow}`} aria-hidden="true">
          {ARROWS[arrow]}
        </i>
      </span>
    </span>
  );
});

function formatLine(v: PriceValue): string {
  const n = priceNumber(v);
  if (n === null) return '-';
  return n > 0 ? `+${n}` : String(n);
}

const scoreChanged = (a: PriceValue, b: PriceValue) => a !== b && a !== undefined;

/** A score that flashes when it changes. */
export function Score({ ss, className = '' }: { ss: string | null; className?: string }) {
  const flash = useChangeFlash(ss, scoreChanged);
  return (
    <span
      className={`score ${className}`}
      data-score={ss ?? ''}
      data-flash={flash ? 'on' : undefined}
    >
      {ss ?? '-'}
    </span>
  );
}

/** A break's or a finished match's label in place of the clock (spec §4.19). */
export function StatusMark({ label }: { label: StatusLabel }) {
  const { t } = useInplay().screen;
  return (
    <span className={`clock clock--${label.kind}`} data-status={label.key}>
      {statusText(t, label)}
    </span>
  );
}

/**
 * The match clock with the sport's unit (spec §4.5); at a break the sport's break label, once
 * ended its finished label (spec §4.19).
 */
export function Clock({ row }: { row: InplayRow }) {
  const { screen } = useInplay();
  const status = statusLabel(row);
  if (status) return <StatusMark label={status} />;
  if (!row.is_inplay) return null;
  const { unit, clock } = timerText(screen.t, timerLabel(row.sport_id, row.timer, row.period));
  return (
    <span className="clock">
      <span className="clock__unit">{unit}</span>
      {clock && <span className="clock__time">{clock}</span>}
    </span>
  );
}

/**
 * A list's time cell: the clock while live; the kick-off otherwise, followed by the finished
 * label once the match has ended (spec §4.19).
 */
export function TimeCell({ row, live }: { row: InplayRow; live: boolean }) {
  if (live) return <Clock row={row} />;
  const final = finalLabel(row);
  return (
    <>
      {kickoffClock(row.play_time)}
      {final && (
        <>
          {' '}
          <StatusMark label={final} />
        </>
      )}
    </>
  );
}

/**
 * A team name that opens team details (spec §2); inside an embedding page it also tells the
 * host which team was chosen (spec §1 `teamDetails`).
 */
export function Team({ row, side }: { row: InplayRow; side: 'home' | 'away' }) {
  const { screen } = useInplay();
  const id = side === 'home' ? row.home_id : row.away_id;
  const name = side === 'home' ? homeName(row, screen.lang) : awayName(row, screen.lang);
  const kit = <Kit color={side === 'home' ? row.home_color : row.away_color} side={side} />;
  return (
    <button
      type="button"
      className={`team team--${side}`}
      title={name}
      onClick={(e) => {
        e.stopPropagation();
        openPopup(teamPopup(id));
        postToParent(teamDetailsMessage(row, side));
      }}
    >
      {side === 'away' && kit}
      {name}
      {side === 'home' && kit}
    </button>
  );
}

/**
 * The team's shirt in its colour (spec §5): the list has no team images. It
 * paints the page's one shirt outline (KitSprite), so a row carries no drawing of its own; a
 * live update of the row (score, odds) does not repaint it.
 */
const Kit = memo(function Kit({ color, side }: { color: string | null; side: 'home' | 'away' }) {
  const body = kitColor(color, side) ?? `var(--${side})`;
  return (
    <svg
      className="kit-shirt"
      width="14"
      height="14"
      style={{ '--kit-body': body, '--kit-trim': body } as CSSProperties}
      aria-hidden="true"
      focusable="false"
    >
      <use href="#kit-shirt" />
    </svg>
  );
});

/** The league name; it opens league details only when the season has a table or top list. */
export function League({ row }: { row: InplayRow }) {
  const { screen } = useInplay();
  const name = leagueName(row, screen.lang);
  const target = leaguePopup(row);
  if (!target)
    return (
      <span className="league">
        <Flag cc={row.cc} />
        {name}
      </span>
    );
  return (
    <button
      type="button"
      className="league league--link"
      title={name}
      onClick={(e) => {
        e.stopPropagation();
        openPopup(target);
      }}
    >
      <Flag cc={row.cc} />
      {name}
    </button>
  );
}

/** The league's country as a flag, named for screen readers. */
function Flag({ cc }: { cc: string | null }) {
  const { lang, t } = useInplay().screen;
  const flag = countryFlag(cc);
  if (!flag) return null;
  const name = countryName(cc, lang) ?? t('inplay.country.world');
  return (
    <span className="flag" role="img" aria-label={name} title={name}>
      {flag}
    </span>
  );
}

/** The live dot of a match in play. */
export function LiveDot({ live }: { live: boolean }) {
  return live ? <span className="live-dot" aria-hidden="true" /> : null;
}

/** The first-to marker in the side that got there first. */
export function FirstMark({ on }: { on: boolean }) {
  return on ? <span className="first-mark">●</span> : null;
}

/**
 * The attributes every layout puts on a match's element: the browser tests, the live patcher's
 * checks and the stylesheet find a match, its sport, league and liveness by them.
 */
export function matchAttributes(row: InplayRow, live: boolean) {
  return {
    'data-match': row.id,
    'data-row': '',
    'data-sport': row.sport_id,
    'data-league': row.league_id,
    'data-live': live || undefined,
  };
}

/**
 * Broadcast (spec §2, §4): only for a live match with a bet365 id. It opens the match in the
 * detail panel and, when the match has a url, the broadcast modal (spec §2 "Pop-up windows").
 * `chip` is the text button of the period tables, otherwise an icon.
 */
export function BroadcastButton({
  row,
  live,
  chip = false,
}: {
  row: InplayRow;
  live: boolean;
  chip?: boolean;
}) {
  const { screen, actions } = useInplay();
  const [open, setOpen] = useState(false);
  if (!live || !row.bet365) return null;
  const bet365 = row.bet365;
  const label = screen.t('inplay.broadcast');
  return (
    <>
      <button
        type="button"
        className={chip ? 'chip chip--live' : 'icon-button'}
        aria-label={chip ? undefined : label}
        aria-haspopup={row.url ? 'dialog' : undefined}
        data-broadcast={row.id}
        onClick={(e) => {
          e.stopPropagation();
          actions.selectMatch(bet365);
          if (row.url) setOpen(true);
        }}
      >
        {chip ? label : <BroadcastIcon />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BroadcastModal row={row} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Data: the match's statistics pop-up (spec §2 pop-up widths). */
export function DataButton({ row }: { row: InplayRow }) {
  const { t } = useInplay().screen;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('inplay.column.data')}
      onClick={(e) => {
        e.stopPropagation();
        openPopup(dataPopup(row));
      }}
    >
      <DataIcon />
    </button>
  );
}

/** Line-up: the head-to-head pop-up, only when the match has a line-up. */
export function LineupButton({ row }: { row: InplayRow }) {
  const { t } = useInplay().screen;
  if (!row.is_lineup) return null;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('inplay.column.lineup')}
      onClick={(e) => {
        e.stopPropagation();
        openPopup(relativePopup(row));
      }}
    >
      <LineupIcon />
    </button>
  );
}
