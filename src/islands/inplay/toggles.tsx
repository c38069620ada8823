/**
 * A list row's toggles: the selected arrow (a checkbox in the per-sport tables), the favourite
 * star and the odds checkbox.
 */
import {
  $checked,
  $favourites,
  $selectedIds,
  toggleChecked,
  toggleFavourite,
  toggleSelected,
} from '../../lib/inplay/selection';
import { $userId } from '../../lib/stores/user';
import { useClientStore } from './client-store';
import { useInplay } from './context';

const NONE: readonly number[] = [];

/** Spec §4: the arrow toggles a match in the selected set. */
export function SelectArrow({ id }: { id: number }) {
  const { screen } = useInplay();
  const selected = useClientStore($selectedIds, NONE).includes(id);
  return (
    <button
      type="button"
      className="select-arrow"
      aria-pressed={selected}
      aria-label={screen.t('inplay.select.accessibleLabel')}
      data-select={id}
      onClick={(e) => {
        e.stopPropagation();
        toggleSelected(id);
      }}
    >
      <span aria-hidden="true">{selected ? '▶' : '▷'}</span>
    </button>
  );
}

/** Spec §5: favourites only for logged-in users. */
export function Star({ id }: { id: number }) {
  const { screen } = useInplay();
  const userId = useClientStore($userId, null);
  const starred = useClientStore($favourites, NONE).includes(id);
  if (!userId) return null;
  return (
    <button
      type="button"
      className="star"
      aria-pressed={starred}
      aria-label={screen.t('inplay.favourite.accessibleLabel')}
      onClick={(e) => {
        e.stopPropagation();
        void toggleFavourite(id);
      }}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  );
}

export function Check({ id }: { id: number }) {
  const { screen } = useInplay();
  const checked = useClientStore($checked, NONE).includes(id);
  return (
    <input
      type="checkbox"
      className="row-check"
      checked={checked}
      aria-label={screen.t('inplay.check.accessibleLabel')}
      onClick={(e) => e.stopPropagation()}
      onChange={() => toggleChecked(id)}
    />
  );
}

/** The selection checkbox of the per-sport tables: the same selected set as the arrow. */
export function SelectBox({ id }: { id: number }) {
  const { screen } = useInplay();
  const selected = useClientStore($selectedIds, NONE).includes(id);
  return (
    <input
      type="checkbox"
      className="row-check"
      checked={selected}
      aria-label={screen.t('inplay.select.accessibleLabel')}
      data-select={id}
      onClick={(e) => e.stopPropagation()}
      onChange={() => toggleSelected(id)}
    />
  );
}
