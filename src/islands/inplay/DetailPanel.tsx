/**
 * The match detail panel above the list, chosen by sport (spec §2: 18/151 basketball, 16
 * baseball, 91 volleyball, 78 handball, 13 tennis, 17 hockey, 12 American football, otherwise
 * soccer). It shows the selected match's header, score, clock, state and key stats from the live
 * details stream. Below it the sport's own body (tracker, tabs) loads as its own chunk once the
 * island is live; until then the server-rendered key stats stand in for it.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { awayName, homeName, type InplayRow } from '../../lib/inplay/row';
import { finalLabel } from '../../lib/domain/status-label';
import { stateLine } from '../../lib/panels/state-line';
import { KEY_STATS, panelKind, type PanelKind } from '../../lib/stats/key-stats';
import KeyStats from '../panels/KeyStats';
import type { PanelProps } from '../panels/types';
import { Clock, League, Score, StatusMark, Team } from './cells';
import { useInplay } from './context';
import { sportName } from './labels';

const bodies = new Map<PanelKind, LazyExoticComponent<ComponentType<PanelProps>>>();

function KeyStatsBody({ row, details, t }: PanelProps) {
  return <KeyStats names={KEY_STATS[panelKind(row.sport_id)]} stats={details?.stats} t={t} />;
}

/** The sport's panel body, loaded on first use (one lazy component per sport, kept). */
function bodyOf(kind: PanelKind): LazyExoticComponent<ComponentType<PanelProps>> {
  let body = bodies.get(kind);
  if (!body) {
    body = lazy(() =>
      import('../panels/panel-bodies')
        .then((m) => m.loadPanelBody(kind))
        .catch(() => {
          // The code did not arrive (offline, a new deploy): the key statistics stand in, and
          // the next match of this sport asks again, instead of the screen going down with it.
          bodies.delete(kind);
          return { default: KeyStatsBody };
        }),
    );
    bodies.set(kind, body);
  }
  return body;
}

function useSelectedRow(): InplayRow | undefined {
  const { screen } = useInplay();
  const id = useStore(screen.$view).route.id;
  const order = useStore(screen.rows.$order);
  const listedId = useMemo(
    () => (id ? screen.rows.all().find((r) => r.bet365 === id)?.id : undefined),
    // The order changes when matches come or go, which is when the lookup can change.
    [order, id, screen.rows],
  );
  const listed = useStore(screen.rows.row(listedId ?? -1));
  const panel = useStore(screen.$panel);
  return listed ?? (panel && panel.bet365 === id ? panel : undefined);
}

/**
 * The clock while the match is in play; once it has ended the sport's finished label, with the
 * set scores for tennis and volleyball (spec §2.12, §4.19); before it the kick-off.
 */
function PanelClock({ row }: { row: InplayRow }) {
  const { t } = useInplay().screen;
  const final = finalLabel(row);
  if (final?.kind === 'final') {
    return (
      <span className="detail-panel__final" data-final={final.key}>
        <StatusMark label={final} />
        {final.sets.length > 0 && (
          <span className="detail-panel__sets" aria-label={t('inplay.status.sets')}>
            {final.sets.join(' ')}
          </span>
        )}
      </span>
    );
  }
  if (row.is_inplay) return <Clock row={row} />;
  return <span className="detail-panel__kickoff">{row.play_time.slice(0, 16)}</span>;
}

export default function DetailPanel() {
  const { screen } = useInplay();
  const { t, lang } = screen;
  const mounted = useStore(screen.$mounted);
  const row = useSelectedRow();
  const details = useStore(screen.details.store(row?.bet365 ?? ''));
  if (!row) {
    return (
      <section
        className="detail-panel detail-panel--empty"
        aria-label={t('inplay.panel.accessibleLabel')}
      >
        <p className="empty">{t('inplay.panel.none')}</p>
      </section>
    );
  }
  const kind = panelKind(row.sport_id);
  // Once the match has ended its finished label says all: the last play's state would linger.
  const split =
    details?.info.state && !finalLabel(row) ? stateLine(row.sport_id, details.info.state, t) : null;
  const Body = bodyOf(kind);
  const keyStats = <KeyStats names={KEY_STATS[kind]} stats={details?.stats} t={t} />;
  return (
    <section
      className={`detail-panel detail-panel--${kind}`}
      data-panel={kind}
      data-match={row.id}
      aria-label={t('inplay.panel.accessibleLabel')}
    >
      <header className="detail-panel__head">
        <span className="detail-panel__sport">{sportName(row.sport_id, lang)}</span>
        <League row={row} />
      </header>
      <div className="detail-panel__score">
        <span className="detail-panel__team" style={{ borderColor: row.home_color ?? undefined }}>
          <Team row={row} side="home" />
        </span>
        <span className="detail-panel__middle">
          <Score ss={row.ss} className="score--big" />
          <PanelClock row={row} />
        </span>
        <span className="detail-panel__team" style={{ borderColor: row.away_color ?? undefined }}>
          <Team row={row} side="away" />
        </span>
      </div>
      {split && (
        <p className="detail-panel__state" data-side={split.side ?? undefined}>
          {split.side && (
            <strong>{split.side === 'home' ? homeName(row, lang) : awayName(row, lang)} · </strong>
          )}
          {split.text}
        </p>
      )}
      {mounted ? (
        <Suspense fallback={keyStats}>
          <Body key={row.id} row={row} details={details} t={t} lang={lang} />
        </Suspense>
      ) : (
        keyStats
      )}
    </section>
  );
}
