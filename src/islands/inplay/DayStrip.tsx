/** The day strip of the league tabs (spec §2, §9): 3 dates with previous and next arrows. */
import { useStore } from '@nanostores/react';
import { addDays, dayStrip } from '../../lib/domain/inplay-filters';
import { listDate, weekday } from '../../lib/inplay/format';
import { useInplay } from './context';
import { weekdayName } from './labels';

export default function DayStrip() {
  const { screen, actions } = useInplay();
  const { t, lang } = screen;
  const view = useStore(screen.$view);
  const day = view.day;
  return (
    <nav className="day-strip" aria-label={t('inplay.days.accessibleLabel')}>
      <button
        type="button"
        className="day-strip__arrow"
        aria-label={t('inplay.days.previous')}
        onClick={() => actions.setDay(addDays(day, -1))}
      >
        ‹
      </button>
      {dayStrip(day).map((d) => (
        <button
          key={d}
          type="button"
          className={`day-strip__day${d === day ? ' day-strip__day--active' : ''}`}
          aria-pressed={d === day}
          data-day={d}
          onClick={() => actions.setDay(d)}
        >
          {listDate(d, lang, weekdayName(t, weekday(d)))}
        </button>
      ))}
      <button
        type="button"
        className="day-strip__arrow"
        aria-label={t('inplay.days.next')}
        onClick={() => actions.setDay(addDays(day, 1))}
      >
        ›
      </button>
    </nav>
  );
}
