/**
 * The line-up tab (spec §3 "Lineup"): loaded when the tab is chosen, each
 * team's formation drawn on a pitch with shirt numbers and names, substitutes listed below, and
 * the spec's empty line-up placeholder when the match has none.
 */
import { useEffect, useState } from 'react';
import { lazyApi } from '../../../lib/api/lazy-client';
import type { Language } from '../../../lib/domain/languages';
import type { Side } from '../../../lib/domain/match';
import type { Translate } from '../../../lib/i18n/messages';
import {
  parseLineups,
  placeLines,
  type LineupTeam,
  type Lineups,
} from '../../../lib/panels/soccer-lineup';
import PitchLines from './PitchLines';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'done'; lineups: Lineups };

/** The last word of a long name, so eleven names fit a 400 px pitch; the full name in a title. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  return name.split(/\s+/).at(-1) ?? name;
}

function TeamLineup({
  side,
  name,
  team,
  t,
}: {
  side: Side;
  name: string;
  team: LineupTeam;
  t: Translate;
}) {
  const placed = placeLines(team.lines);
  return (
    <section className="soccer-lineup__team" data-lineup={side} data-formation={team.formation}>
      <h3 className="soccer-lineup__title">
        {team.formation
          ? t('panel.soccer.lineup.formation', { team: name, formation: team.formation })
          : name}
      </h3>
      <svg className="soccer-lineup__pitch" viewBox="0 0 400 180" role="img" aria-label={name}>
        <rect className="soccer-pitch__grass" width="400" height="180" />
        <PitchLines half />
        {placed.map((p, i) => (
          <g
            key={`${p.id ?? ''}-${i}`}
            className="soccer-lineup__player"
            data-player
            data-line={p.line}
            transform={`translate(${p.x} ${p.y})`}
          >
            <title>{p.name}</title>
            <circle r="9" />
            <text className="soccer-lineup__shirt" y="3.5" textAnchor="middle">
              {p.shirt ?? ''}
            </text>
            <text className="soccer-lineup__name" y="19" textAnchor="middle">
              {shortName(p.name)}
            </text>
          </g>
        ))}
      </svg>
      {team.substitutes.length > 0 && (
        <>
          <h4 className="soccer-lineup__subs-title">{t('panel.soccer.lineup.substitutes')}</h4>
          <ul className="soccer-lineup__subs">
            {team.substitutes.map((p, i) => (
              <li key={`${p.id ?? ''}-${i}`} data-substitute>
                <span className="soccer-lineup__sub-shirt">{p.shirt ?? ''}</span> {p.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function SoccerLineup({
  matchId,
  names,
  t,
  lang,
}: {
  matchId: number;
  names: Record<Side, string>;
  t: Translate;
  lang: Language;
}) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    lazyApi
      .request<unknown>('GET', `/inplay/line-up/${matchId}`, { signal: abort.signal })
      .then((body) => setLoad({ state: 'done', lineups: parseLineups(body, lang) }))
      .catch(() => {
        if (!abort.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => abort.abort();
  }, [matchId, lang]);
  if (load.state === 'loading') {
    return (
      <p className="empty" aria-busy="true">
        {t('panel.soccer.lineup.loading')}
      </p>
    );
  }
  if (load.state === 'failed') return <p className="empty">{t('panel.soccer.lineup.failed')}</p>;
  const { home, away } = load.lineups;
  if (!home && !away) {
    return (
      <p className="empty" data-lineup-empty>
        {t('panel.soccer.lineup.empty')}
      </p>
    );
  }
  return (
    <div className="soccer-lineup">
      {home && <TeamLineup side="home" name={names.home} team={home} t={t} />}
      {away && <TeamLineup side="away" name={names.away} team={away} t={t} />}
    </div>
  );
}
