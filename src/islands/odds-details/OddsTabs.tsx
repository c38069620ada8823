/** The odds details tabs (spec §2, §4): all, one per odds type quoted, selected compare. */
import type { Translate } from '../../lib/i18n/messages';
import type { OddsTab } from '../../lib/odds-details/table';

interface Props {
  t: Translate;
  tabs: OddsTab[];
  current: OddsTab;
  /** The market's name in the page language. */
  typeName: (type: Exclude<OddsTab, 'all' | 'selected'>) => string;
  selectedCount: number;
  onChange: (tab: OddsTab) => void;
}

export function OddsTabs({ t, tabs, current, typeName, selectedCount, onChange }: Props) {
  const label = (tab: OddsTab) => {
    if (tab === 'all') return t('oddsDetails.tab.all');
    if (tab === 'selected') return t('oddsDetails.tab.selected', { n: selectedCount });
    return typeName(tab);
  };
  return (
    <div className="odds-tabs" role="tablist" aria-label={t('oddsDetails.tabs')}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          className={`tab${tab === current ? ' tab--active' : ''}`}
          aria-selected={tab === current}
          data-odds-tab={tab}
          onClick={() => onChange(tab)}
        >
          {label(tab)}
        </button>
      ))}
    </div>
  );
}
