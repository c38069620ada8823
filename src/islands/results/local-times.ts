/**
 * Re-reads the results list's kick-off clocks in the viewer's time zone (spec §9: Seoul by
 * default). The server renders Seoul time because the kept page is shared by every visitor.
 */
import { clockIn, dateTimeIn, SEOUL_ZONE } from '../../lib/results/local-time';

/** Rewrites every `time[data-kickoff]` under `root` when the browser is not on Seoul time. */
export function localizeKickoffs(root: ParentNode): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === SEOUL_ZONE) return;
  for (const el of root.querySelectorAll<HTMLTimeElement>('time[data-kickoff]')) {
    const seconds = Number(el.dataset.kickoff);
    if (!Number.isFinite(seconds)) continue;
    // The result details header shows the date too (`data-kickoff-format="datetime"`).
    el.textContent =
      el.dataset.kickoffFormat === 'datetime' ? dateTimeIn(seconds, zone) : clockIn(seconds, zone);
  }
}
