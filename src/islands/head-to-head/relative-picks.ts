/**
 * The head-to-head relative tab's script (spec §2): a changed year or row count reloads the
 * tab at once, and the checked rows open the relative info list pop-up with their ids.
 */
import { openPopup, relatedGamesPopup } from '../../lib/inplay/popups';

/** Wires the form and the row checkboxes under `root`. */
export function wireRelativePicks(root: ParentNode, sportId: number): void {
  const form = root.querySelector<HTMLFormElement>('[data-h2h-form]');
  const open = root.querySelector<HTMLButtonElement>('[data-h2h-open]');
  if (!form || !open) return;
  for (const select of root.querySelectorAll<HTMLSelectElement>('[data-h2h-year], [data-h2h-rows]'))
    select.addEventListener('change', () => form.requestSubmit());
  const picked = () =>
    [...root.querySelectorAll<HTMLInputElement>('[data-relative-pick]:checked')].map((box) =>
      Number(box.value),
    );
  root.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).matches('[data-relative-pick]'))
      open.disabled = picked().length === 0;
  });
  open.addEventListener('click', () => {
    const ids = [...new Set(picked())];
    if (ids.length > 0) openPopup(relatedGamesPopup(sportId, ids));
  });
}
