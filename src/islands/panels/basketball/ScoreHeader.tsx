/**
 * The basketball header table (spec §2 "header with logos, names, score, leader highlighted"):
 * the quarters played so far and the total, the side ahead highlighted. Quarter names come from
 * the period helpers (spec §4: quarters 1-4, overtime).
 */
import type { Side } from '../../../lib/domain/match';
import type { Translate } from '../../../lib/i18n/messages';
import type { QuarterCell } from '../../../lib/panels/basketball';
import { periodText } from '../../inplay/labels';

export default function ScoreHeader({
  cells,
  total,
  leader,
  t,
  teamName,
}: {
  cells: readonly QuarterCell[];
  total: [number, number] | null;
  leader: Side | null;
  t: Translate;
  teamName: (side: Side) => string;
}) {
  if (cells.length === 0 && !total) return null;
  const sides: Side[] = ['home', 'away'];
  return (
    <table className="bb-score" aria-label={t('panel.basketball.scoreTable')}>
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t('panel.basketball.scoreTable')}</span>
          </th>
          {cells.map((c) => (
            <th key={c.key} scope="col">
              {periodText(t, c.name)}
            </th>
          ))}
          {total && <th scope="col">{t('panel.basketball.total')}</th>}
        </tr>
      </thead>
      <tbody>
        {sides.map((side, i) => (
          <tr key={side} data-side={side} data-leader={leader === side || undefined}>
            <th scope="row">
              {teamName(side)}
              {leader === side && (
                <span className="bb-score__lead">{t('panel.basketball.leader')}</span>
              )}
            </th>
            {cells.map((c) => (
              <td key={c.key}>{c[side]}</td>
            ))}
            {total && <td className="bb-score__total">{total[i]}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
