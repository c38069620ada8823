/** The odds history's search (spec §2 "Odds history": search by time or odds). */
import type { Translate } from '../../lib/i18n/messages';
import type { HistorySearchBy } from '../../lib/odds-details/history';

interface Props {
  t: Translate;
  by: HistorySearchBy;
  q: string;
  onBy: (by: HistorySearchBy) => void;
  onQ: (q: string) => void;
}

export function HistorySearch({ t, by, q, onBy, onQ }: Props) {
  return (
    <form className="odds-history__search" role="search" onSubmit={(e) => e.preventDefault()}>
      <label>
        {t('oddsDetails.history.searchBy')}
        <select
          value={by}
          data-history-by
          onChange={(e) => onBy(e.target.value as HistorySearchBy)}
        >
          <option value="time">{t('oddsDetails.history.byTime')}</option>
          <option value="odds">{t('oddsDetails.history.byOdds')}</option>
        </select>
      </label>
      <label>
        {t('oddsDetails.history.query')}
        <input
          type="search"
          value={q}
          data-history-q
          placeholder={t('oddsDetails.history.queryHint')}
          onChange={(e) => onQ(e.target.value)}
        />
      </label>
    </form>
  );
}
