/**
 * League selection (spec §2, odds and all types): search, a checkbox per league, select all,
 * unselect all, close; "no league available" when the sport has none. The choice filters the list.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { collapseSearchText } from '../../lib/domain/list-query';
import { localName } from '../../lib/inplay/row';
import { sportKey } from '../../lib/inplay/screen';
import Modal from './Modal';
import { useInplay } from './context';

export default function LeaguePopup({ onClose }: { onClose: () => void }) {
  const { screen, actions } = useInplay();
  const { t, lang } = screen;
  const view = useStore(screen.$view);
  const leagues = useStore(screen.$leagues);
  const choice = useStore(screen.$leagueChoice)[sportKey(view.sport)];
  const [search, setSearch] = useState('');
  useEffect(() => void actions.loadLeagues(), [actions, view.sport]);
  const list = leagues?.sport === sportKey(view.sport) ? leagues.list : null;
  const all = useMemo(() => list?.map((l) => l.id) ?? [], [list]);
  const chosen = new Set(choice ?? all);
  const needle = collapseSearchText(search).toLowerCase();
  const shown = (list ?? []).filter((l) =>
    needle === ''
      ? true
      : [l.name, l.kor ?? '', l.jp ?? ''].some((n) => n.toLowerCase().includes(needle)),
  );
  const set = (ids: number[]) => actions.setLeagueChoice(ids.length === all.length ? null : ids);
  return (
    <Modal title={t('inplay.leagues.title')} onClose={onClose} className="modal--leagues">
      <input
        type="search"
        className="input"
        placeholder={t('inplay.leagues.search')}
        aria-label={t('inplay.leagues.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <div className="league-actions">
        <button type="button" className="button" onClick={() => set(all)}>
          {t('inplay.leagues.selectAll')}
        </button>
        <button type="button" className="button" onClick={() => actions.setLeagueChoice([])}>
          {t('inplay.leagues.unselectAll')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('popup.close')}
        </button>
      </div>
      {list === null ? (
        <p className="empty">{t('app.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="empty" data-empty>
          {t('inplay.leagues.empty')}
        </p>
      ) : (
        <ul className="league-list">
          {shown.map((l) => (
            <li key={l.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(l.id)}
                  data-league={l.id}
                  onChange={() => {
                    const next = new Set(chosen);
                    if (next.has(l.id)) next.delete(l.id);
                    else next.add(l.id);
                    set([...next]);
                  }}
                />{' '}
                {localName(lang, l.name, l.kor, l.jp)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
