/**
 * The panel body every sport starts from: tabs stats (the sport's key stats) and summary (the
 * timeline). A sport's own body adds its tracker and tabs around these parts.
 */
import { awayName, homeName } from '../../lib/inplay/row';
import { KEY_STATS, type PanelKind } from '../../lib/stats/key-stats';
import KeyStats from './KeyStats';
import PanelTabs from './PanelTabs';
import Summary from './Summary';
import type { PanelProps } from './types';

export default function BasicPanel({
  kind,
  row,
  details,
  t,
  lang,
}: PanelProps & { kind: PanelKind }) {
  return (
    <PanelTabs
      name={kind}
      tabs={[
        {
          id: 'stats',
          label: t('panel.tabs.stats'),
          render: () => <KeyStats names={KEY_STATS[kind]} stats={details?.stats} t={t} />,
        },
        {
          id: 'summary',
          label: t('panel.tabs.summary'),
          render: () => (
            <Summary
              events={details?.events}
              t={t}
              lang={lang}
              teams={[homeName(row, lang), awayName(row, lang)]}
            />
          ),
        },
      ]}
    />
  );
}
