/** The empty/loading placeholder (spec §4 "List loading", §8 "Empty lists") with the spec's wordings. */
import type { Translate } from '../../lib/i18n/messages';
import { placeholderText, type PlaceholderKind } from '../../lib/widgets/placeholders';
import '../../styles/widgets.css';

export interface PlaceholderProps {
  t: Translate;
  kind: PlaceholderKind;
  /** Rendered inside a table body: one cell across the given number of columns. */
  colSpan?: number;
}

export function Placeholder({ t, kind, colSpan }: PlaceholderProps) {
  const text = placeholderText(t, kind);
  const body = (
    <span className="widget-placeholder" data-placeholder={kind} role="status">
      {kind === 'loading' && <span className="widget-placeholder__spinner" aria-hidden="true" />}
      {text}
    </span>
  );
  if (colSpan === undefined) return <div className="widget-placeholder-box">{body}</div>;
  return (
    <tr>
      <td colSpan={colSpan} className="widget-placeholder-cell">
        {body}
      </td>
    </tr>
  );
}
