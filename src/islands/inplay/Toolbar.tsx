/**
 * Toggles ON/OFF for dividend (odds), sound and prompt (spec §2; saved per game) and for
 * notifications of every match rather than the followed ones (kept in this browser), the refresh
 * button, the league-selection popup, the checked rows' related games and the bet history. The
 * two dialogs load when first opened.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { showsLeaguePopup } from '../../lib/domain/inplay-filters';
import { flagOver, setFlag, $gameSettings, type GameFlag } from '../../lib/inplay/game-settings';
import { openPopup, relatedGamesPopup } from '../../lib/inplay/popups';
import {
  $checked,
  $notifyEveryMatch,
  clearChecked,
  setNotifyEveryMatch,
} from '../../lib/inplay/selection';
import type { MessageKey } from '../../lib/i18n/messages';
import { NO_IDS, NO_SETTINGS, useClientStore } from './client-store';
import { useInplay } from './context';

const BetHistoryModal = lazy(() => import('./BetHistoryModal'));
const LeaguePopup = lazy(() => import('./LeaguePopup'));

const TOGGLES: { flag: GameFlag; key: MessageKey }[] = [
  { flag: 'is_odds', key: 'inplay.toggle.odds' },
  { flag: 'is_sound', key: 'inplay.toggle.sound' },
  { flag: 'is_prompt', key: 'inplay.toggle.prompt' },
];

function Switch(props: { id: string; label: string; on: boolean; onToggle: () => void }) {
  const { t } = useInplay().screen;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={props.on}
      className={`switch${props.on ? ' switch--on' : ''}`}
      data-toggle={props.id}
      onClick={props.onToggle}
    >
      <span className="switch__label">{props.label}</span>
      <span className="switch__state">
        {t(props.on ? 'inplay.toggle.on' : 'inplay.toggle.off')}
      </span>
    </button>
  );
}

export default function Toolbar() {
  const { screen, actions } = useInplay();
  const { t } = screen;
  const view = useStore(screen.$view);
  const loading = useStore(screen.$loading);
  const settings = useClientStore($gameSettings, NO_SETTINGS);
  const checked = useClientStore($checked, NO_IDS);
  const everyMatch = useClientStore($notifyEveryMatch, false);
  const [leaguesOpen, setLeaguesOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const sport = view.sport;
  return (
    <div className="inplay-toolbar">
      <div className="toggles" role="group" aria-label={t('inplay.toggle.accessibleLabel')}>
        {TOGGLES.map(({ flag, key }) => {
          const on = flagOver(settings, sport, flag);
          return (
            <Switch
              key={flag}
              id={flag}
              label={t(key)}
              on={on}
              onToggle={() => void setFlag(sport, flag, !on)}
            />
          );
        })}
        <Switch
          id="every_match"
          label={t('inplay.toggle.everyMatch')}
          on={everyMatch}
          onToggle={() => setNotifyEveryMatch(!everyMatch)}
        />
      </div>
      <div className="toolbar-actions">
        {showsLeaguePopup(view.route.type) && (
          <button
            type="button"
            className="button"
            data-open-leagues
            onClick={() => setLeaguesOpen(true)}
          >
            {t('inplay.leagues.open')}
          </button>
        )}
        {checked.length > 0 && (
          <button
            type="button"
            className="button"
            onClick={() => {
              openPopup(
                relatedGamesPopup(sport ?? screen.rows.get(checked[0]!)?.sport_id ?? 1, checked),
              );
              clearChecked();
            }}
          >
            {t('inplay.checked.open', { count: checked.length })}
          </button>
        )}
        <button type="button" className="button" onClick={() => setHistoryOpen(true)}>
          {t('inplay.betHistory.open')}
        </button>
        <button
          type="button"
          className="button"
          data-refresh
          disabled={loading}
          onClick={() => actions.refresh()}
          aria-label={t('inplay.refresh')}
        >
          ⟳ <span className="button__text">{t('inplay.refresh')}</span>
        </button>
      </div>
      <Suspense fallback={null}>
        {leaguesOpen && <LeaguePopup onClose={() => setLeaguesOpen(false)} />}
        {historyOpen && <BetHistoryModal onClose={() => setHistoryOpen(false)} />}
      </Suspense>
    </div>
  );
}
