/**
 * A panel's summary tab: the match's timeline entries, newest first, each in the viewer's
 * language where the feed gave a code (panels/event-line) or as sent, marked. Team names are the
 * match's home and away names in the viewer's language, from `teams` or else from `row`.
 */
import type { Language } from '../../lib/domain/languages';
import type { MatchEvent } from '../../lib/domain/match';
import type { Translate } from '../../lib/i18n/messages';
import { awayName, homeName, type InplayRow } from '../../lib/inplay/row';
import { eventLine, type TeamNames } from '../../lib/panels/event-line';

export default function Summary({
  events,
  t,
  lang,
  teams,
  row,
}: {
  events: readonly MatchEvent[] | undefined;
  t: Translate;
  lang: Language;
  teams?: TeamNames;
  row?: InplayRow;
}) {
  const names = teams ?? (row ? ([homeName(row, lang), awayName(row, lang)] as const) : undefined);
  if (!events || events.length === 0) return <p className="empty">{t('panel.summary.empty')}</p>;
  return (
    <ol className="panel-summary" reversed>
      {[...events].reverse().map((event) => {
        const line = eventLine(event, t, lang, names);
        return (
          <li
            key={line.id}
            data-as-sent={line.asSent || undefined}
            title={line.asSent ? t('panel.event.asSent') : undefined}
          >
            {line.text}
          </li>
        );
      })}
    </ol>
  );
}
