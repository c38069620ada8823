/**
 * The American football panel body (spec §2 "Match detail panels"): the field frame with the
 * ball's yard line and the drive, a line saying who has the ball, where and which down, and the
 * tabs stats, timeline, matchUp, homeTeam, awayTeam. States of spec §4 that hide the clock and
 * team name mark the panel (data-quiet); football.css hides them in the frame above.
 */
import css from '../../../styles/panels/football.css?inline';
import { ensurePanelStyle } from '../panel-style';
import { awayName, homeName } from '../../../lib/inplay/row';
import { KEY_STATS } from '../../../lib/stats/key-stats';
import {
  doughnuts,
  fieldView,
  hidesClock,
  matchUp,
  teamFigures,
  type FieldView,
} from '../../../lib/panels/football';
import type { Translate } from '../../../lib/i18n/messages';
import KeyStats from '../KeyStats';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import { usePageVisible } from '../use-page-visible';
import FootballField from './FootballField';
import { Doughnuts, MatchUp, TeamFigures } from './FootballFigures';

ensurePanelStyle('football', css);

export default function FootballPanel({ row, details, t, lang }: PanelProps) {
  const visible = usePageVisible();
  const field = fieldView(details?.info?.ball_pos, details?.sts);
  const quiet = hidesClock(details?.info?.state);
  const home = homeName(row, lang);
  const away = awayName(row, lang);
  const stats = details?.stats;
  return (
    <div
      className="football-panel"
      data-quiet={quiet || undefined}
      data-paused={!visible || undefined}
    >
      <FootballField
        field={field}
        label={t('panel.football.field')}
        homeColor={row.home_color}
        awayColor={row.away_color}
      />
      <FieldLine field={field} home={home} away={away} quiet={quiet} t={t} />
      <PanelTabs
        name="football"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => (
              <>
                <Doughnuts figures={doughnuts(stats)} home={home} away={away} t={t} />
                <KeyStats names={KEY_STATS.football} stats={stats} t={t} />
              </>
            ),
          },
          {
            id: 'timeline',
            label: t('panel.tabs.timeline'),
            render: () => <Summary events={details?.events} t={t} lang={lang} row={row} />,
          },
          {
            id: 'matchUp',
            label: t('panel.tabs.matchUp'),
            render: () => <MatchUp rows={matchUp(stats)} t={t} />,
          },
          {
            id: 'homeTeam',
            label: t('panel.tabs.homeTeam'),
            render: () => (
              <TeamFigures team={home} figures={teamFigures(stats, details?.sts, 'home')} t={t} />
            ),
          },
          {
            id: 'awayTeam',
            label: t('panel.tabs.awayTeam'),
            render: () => (
              <TeamFigures team={away} figures={teamFigures(stats, details?.sts, 'away')} t={t} />
            ),
          },
        ]}
      />
    </div>
  );
}

/** Who has the ball, where, which down; the team name is left out in a quiet state (spec §4). */
function FieldLine({
  field,
  home,
  away,
  quiet,
  t,
}: {
  field: FieldView;
  home: string;
  away: string;
  quiet: boolean;
  t: Translate;
}) {
  const name = (side: 'home' | 'away') => (side === 'home' ? home : away);
  const parts: string[] = [];
  if (field.possession && !quiet)
    parts.push(t('panel.football.possession', { team: name(field.possession) }));
  if (field.yardLine) {
    parts.push(
      t('panel.football.ballOn', { team: name(field.yardLine.half), n: field.yardLine.n }),
    );
  }
  if (field.down !== null && field.toGo !== null) {
    parts.push(t('panel.football.down', { down: field.down, toGo: field.toGo }));
  }
  if (parts.length === 0) return null;
  return (
    <p className="football-panel__line">
      <span aria-live="polite">{parts.join(' · ')}</span>
      {field.driveFrom !== null && (
        <span className="football-panel__legend">{t('panel.football.drive')}</span>
      )}
    </p>
  );
}
