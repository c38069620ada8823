/** One price of the odds details table: opening (o) above current (n), with the spec §4 arrow. */
import {
  formatOdds,
  oddsArrow,
  priceNumber,
  shouldHighlight,
  type PriceValue,
} from '../../lib/domain/odds-change';
import { useChangeFlash } from '../common/use-change-flash';
import type { PricePair } from '../../lib/odds-details/table';

const ARROWS = { up: '▲', down: '▼', none: '', dash: '' } as const;

/**
 * A handicap or total line: a line has no "better" direction, so no arrow; handicaps carry
 * their sign.
 */
export function formatLine(value: PriceValue, signed: boolean): string {
  const n = priceNumber(value);
  if (n === null) return '-';
  return signed && n > 0 ? `+${n}` : String(n);
}

const numberAttr = (v: PriceValue) => {
  const n = priceNumber(v);
  return n === null ? undefined : String(n);
};

interface Props {
  pair: PricePair;
  /** Lines show both values without an arrow. */
  line?: 'signed' | 'plain' | undefined;
  column: string;
  bestLabel?: string | undefined;
}

export function PriceCell({ pair, line, column, bestLabel }: Props) {
  const o = pair === '-' ? '-' : pair.o;
  const n = pair === '-' ? '-' : pair.n;
  const arrow = line ? 'none' : oddsArrow(o, n);
  // Spec §4: a changed price is flagged for the highlight delay.
  const flash = useChangeFlash(n, shouldHighlight);
  const text = (v: PriceValue) => (line ? formatLine(v, line === 'signed') : formatOdds(v));
  return (
    <td
      className={`price${bestLabel ? ' price--best' : ''}`}
      data-col={column}
      data-o={numberAttr(o)}
      data-n={numberAttr(n)}
      data-arrow={arrow}
      data-flash={flash ?? undefined}
    >
      <span className="price__o">{text(o)}</span>
      <span className="price__n">
        {text(n)}
        {!line && (
          <i className={`price__arrow price__arrow--${arrow}`} aria-hidden="true">
            {ARROWS[arrow]}
          </i>
        )}
        {bestLabel && <span className="sr-only">{bestLabel}</span>}
      </span>
    </td>
  );
}

/** A footer or payout cell: opening and current values, formatted, no arrow. */
export function ValueCell({
  o,
  n,
  column,
  format,
}: {
  o: PriceValue;
  n: PriceValue;
  column: string;
  format: (v: PriceValue) => string;
}) {
  return (
    <td className="price" data-col={column} data-o={numberAttr(o)} data-n={numberAttr(n)}>
      <span className="price__o">{format(o)}</span>
      <span className="price__n">{format(n)}</span>
    </td>
  );
}
