/**
 * The hockey timeline bar (spec §2 "timeline from event texts … events placed by minute"): three
 * 20-minute periods and overtime along one bar, a marker per goal, power play, empty net, time
 * out, penalty shot and race to N, on the side of its team. A marker whose text had no clock sits
 * at the entry before it and says "about".
 */
import type { PeriodName } from '../../../lib/domain/period-names';
import type { MessageKey, Translate } from '../../../lib/i18n/messages';
import {
  BAR_MINUTES,
  PERIOD_MINUTES,
  barShare,
  isMarker,
  type HockeyEventKind,
  type HockeyTimelineEntry,
} from '../../../lib/panels/hockey';
import { periodText } from '../../inplay/labels';

const PERIODS: { name: PeriodName; from: number }[] = [
  { name: { kind: 'period', n: 1 }, from: 0 },
  { name: { kind: 'period', n: 2 }, from: PERIOD_MINUTES },
  { name: { kind: 'period', n: 3 }, from: 2 * PERIOD_MINUTES },
  { name: { kind: 'ot', n: 0 }, from: 3 * PERIOD_MINUTES },
];

const EVENT_KEYS: Partial<Record<HockeyEventKind, MessageKey>> = {
  goal: 'panel.hockey.event.goal',
  powerPlay: 'panel.hockey.event.powerPlay',
  emptyNet: 'panel.hockey.event.emptyNet',
  timeOut: 'panel.hockey.event.timeOut',
  penaltyShot: 'panel.hockey.event.penaltyShot',
  shootoutWinner: 'panel.hockey.event.shootoutWinner',
};

/** "12' Goal · Team", "about 12' Power play · Team", "SO Shoot-out winner · Team". */
function label(
  entry: HockeyTimelineEntry,
  t: Translate,
  teamName: (s: 'home' | 'away') => string,
): string {
  const key = EVENT_KEYS[entry.kind];
  const what =
    entry.kind === 'race'
      ? t('panel.hockey.event.race', { n: entry.race ?? '' })
      : key
        ? t(key)
        : '';
  const minute = Math.floor((entry.at ?? 0) - Math.min(entry.period - 1, 3) * PERIOD_MINUTES);
  const when =
    entry.period === 5
      ? periodText(t, { kind: 'shootout', n: 0 })
      : t(entry.estimated ? 'panel.hockey.about' : 'panel.hockey.minute', { n: minute });
  return `${when} ${what}${entry.side ? ` · ${teamName(entry.side)}` : ''}`;
}

export default function TimelineBar({
  timeline,
  t,
  teamName,
}: {
  timeline: readonly HockeyTimelineEntry[];
  t: Translate;
  teamName: (side: 'home' | 'away') => string;
}) {
  const markers = timeline.filter(isMarker);
  return (
    <div className="hockey-timeline">
      <ol className="hockey-timeline__bar" aria-label={t('panel.hockey.timeline')}>
        {markers.map((entry) => (
          <li
            key={entry.id}
            className="hockey-timeline__mark"
            data-kind={entry.kind}
            data-side={entry.side ?? undefined}
            data-estimated={entry.estimated || undefined}
            style={{ left: `${barShare(entry.at!)}%` }}
            title={label(entry, t, teamName)}
          >
            <span className="sr-only">{label(entry, t, teamName)}</span>
          </li>
        ))}
      </ol>
      <div className="hockey-timeline__periods" aria-hidden="true">
        {PERIODS.map(({ name, from }) => (
          <span key={name.kind + name.n} style={{ left: `${(from / BAR_MINUTES) * 100}%` }}>
            {periodText(t, name)}
          </span>
        ))}
      </div>
    </div>
  );
}
