/**
 * Sends the results list's league filter as soon as a league is chosen (spec §2.2); without
 * script its button does. "All leagues" is sent as no league at all, so the address stays clean.
 */
export function sendLeagueOnChoice(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-league-filter]')) {
    const select = form.querySelector<HTMLSelectElement>('select[name="leagueId"]');
    if (!select) continue;
    form.querySelector('[data-league-apply]')?.setAttribute('hidden', '');
    form.addEventListener('submit', () => {
      if (!select.value) select.disabled = true;
    });
    select.addEventListener('change', () => form.requestSubmit());
    // A page brought back by the back button is the one that sent the form.
    addEventListener('pageshow', () => {
      select.disabled = false;
    });
  }
}
