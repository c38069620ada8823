/**
 * The e-sports panel body (spec §2 "Match detail panels"): a map and score header (the map
 * being played, maps won per side and that map's kills), then tabs for the per-map table, the
 * key stats of the current map and the timeline. Maps, never quarters.
 */
import css from '../../../styles/panels/esports.css?inline';
import { ensurePanelStyle } from '../panel-style';
import type { Translate } from '../../../lib/i18n/messages';
import { awayName, homeName } from '../../../lib/inplay/row';
import { esportsView, type EsportsView } from '../../../lib/panels/esports';
import { KEY_STATS } from '../../../lib/stats/key-stats';
import KeyStats from '../KeyStats';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';

ensurePanelStyle('esports', css);

export default function EsportsPanel({ row, details, t, lang }: PanelProps) {
  const view = esportsView(row.scores, row.ss, details?.sts, details?.info?.period ?? row.period);
  const home = homeName(row, lang);
  const away = awayName(row, lang);
  return (
    <div className="esports-panel">
      <MapHeader view={view} t={t} />
      <PanelTabs
        name="esports"
        tabs={[
          {
            id: 'maps',
            label: t('panel.esports.maps'),
            render: () => <MapTable view={view} home={home} away={away} t={t} />,
          },
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => <KeyStats names={KEY_STATS.esports} stats={details?.stats} t={t} />,
          },
          {
            id: 'summary',
            label: t('panel.tabs.summary'),
            render: () => <Summary events={details?.events} t={t} lang={lang} row={row} />,
          },
        ]}
      />
    </div>
  );
}

function MapHeader({ view, t }: { view: EsportsView; t: Translate }) {
  const { currentMap, mapsWon, currentScore } = view;
  if (currentMap === null && !mapsWon) return null;
  return (
    <dl className="esports-head" data-esports-head>
      {currentMap !== null && (
        <div className="esports-head__map">
          <dt className="sr-only">{t('panel.esports.live')}</dt>
          <dd data-current-map={currentMap}>{t('panel.esports.map', { n: currentMap })}</dd>
        </div>
      )}
      {mapsWon && (
        <div className="esports-head__won">
          <dt>{t('panel.esports.mapsWon')}</dt>
          <dd data-maps-won>{`${mapsWon[0]} - ${mapsWon[1]}`}</dd>
        </div>
      )}
      {currentScore && (
        <div className="esports-head__score">
          <dt>{t('panel.esports.currentScore')}</dt>
          <dd>{`${currentScore[0]} - ${currentScore[1]}`}</dd>
        </div>
      )}
    </dl>
  );
}

function MapTable({
  view,
  home,
  away,
  t,
}: {
  view: EsportsView;
  home: string;
  away: string;
  t: Translate;
}) {
  if (view.maps.length === 0) return <p className="empty">{t('panel.esports.noMaps')}</p>;
  return (
    <table className="esports-maps" data-esports-maps>
      <thead>
        <tr>
          <th scope="col">{t('panel.esports.maps')}</th>
          <th scope="col">{home}</th>
          <th scope="col">{away}</th>
          <th scope="col">{t('panel.esports.winner')}</th>
        </tr>
      </thead>
      <tbody>
        {view.maps.map((m) => (
          <tr key={m.n} data-map={m.n} data-current={m.current || undefined}>
            <th scope="row">{t('panel.esports.map', { n: m.n })}</th>
            <td data-won={m.winner === 'home' || undefined}>{m.home}</td>
            <td data-won={m.winner === 'away' || undefined}>{m.away}</td>
            <td>
              {m.winner
                ? m.winner === 'home'
                  ? home
                  : away
                : m.current
                  ? t('panel.esports.live')
                  : '-'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
