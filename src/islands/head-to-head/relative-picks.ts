/**
 * The head-to-head relative tab's script (spec §2): a changed last-N or year choice reloads the
 * tab at once (all seasons leave `year` out of the address), and the checked rows open the
 * relative info list pop-up with their ids.
 */
import { openPopup, relatedGamesPopup } from '../../lib/inplay/popups';

/** Wires the form and the row checkboxes under `root`. */
export function wireRelativePicks(root: ParentNode, sportId: number): void {
  const form = root.querySelector<HTMLFormElement>('[data-h2h-form]');
  const open = root.querySelector<HTMLButtonElement>('[data-h2h-open]');
  if (!form || !open) return;
  const selects = root.querySelectorAll<HTMLSelectElement>('[data-h2h-year], [data-h2h-last]');
  for (const select of selects) select.addEventListener('change', () => form.requestSubmit());
  // An empty choice (all seasons) is not sent: the address keeps only what narrows.
  form.addEventListener('formdata', (event) => {
    for (const [name, value] of [...event.formData]) if (value === '') event.formData.delete(name);
  });
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
