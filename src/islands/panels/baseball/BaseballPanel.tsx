/**
 * The baseball panel body (spec §2 "Match detail panels" baseball): the live field frame, then
 * tabs stats (inning table and game totals) and summary. MLB games read away first, others home
 * first (spec §2).
 */
import type { Side } from '../../../lib/domain/match';
import { fieldView } from '../../../lib/panels/baseball-field';
import { endStats, inningTable, sideOrder } from '../../../lib/panels/baseball-innings';
import { awayName, homeName } from '../../../lib/inplay/row';
import PanelTabs from '../PanelTabs';
import Summary from '../Summary';
import type { PanelProps } from '../types';
import { usePageVisible } from '../use-page-visible';
import FieldFrame from './FieldFrame';
import InningTable from './InningTable';
import css from '../../../styles/panels/baseball.css?inline';
import { ensurePanelStyle } from '../panel-style';
import { useFieldAnim } from './use-field-anim';

// Once per page, before the first render (a no-op on the server).
ensurePanelStyle('baseball', css);

/** The newest timeline entry's id: a new one means something happened, even in the same state. */
function lastEventId(events: unknown): string | null {
  if (!Array.isArray(events) || events.length === 0) return null;
  const last: unknown = events[events.length - 1];
  const id = typeof last === 'object' && last !== null ? (last as { id?: unknown }).id : null;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

export default function BaseballPanel({ row, details, t, lang }: PanelProps) {
  const visible = usePageVisible();
  const info: Record<string, unknown> =
    typeof details?.info === 'object' && details.info !== null ? { ...details.info } : {};
  const frame = useFieldAnim(info.state, lastEventId(details?.events), visible);
  const order = sideOrder([row.league, row.league_kor, row.league_jp]);
  const name = (side: Side) => (side === 'home' ? homeName(row, lang) : awayName(row, lang));
  const names: [string, string] = [name(order[0]), name(order[1])];
  const sts = details?.sts;
  // Cheap pure reads of a few dozen fields: recomputed on each render, no memo needed.
  const field = fieldView(sts);
  const table = inningTable({ scores: row.scores, ss: row.ss, sts, stats: details?.stats }, order);
  const end = endStats(sts, order);
  const batting = info.serve === 'home' || info.serve === 'away' ? name(info.serve) : null;
  return (
    <div className="bb-panel" data-paused={visible ? undefined : 'true'} data-panel-body="baseball">
      <FieldFrame
        field={field}
        frame={frame}
        batting={batting}
        board={table.lines.map((line, i) => ({ name: names[i]!, line }))}
        waiting={!details}
        t={t}
      />
      <PanelTabs
        name="baseball"
        tabs={[
          {
            id: 'stats',
            label: t('panel.tabs.stats'),
            render: () => <InningTable table={table} end={end} names={names} t={t} />,
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
