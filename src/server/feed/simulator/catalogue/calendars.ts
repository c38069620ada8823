/**
 * @module feed/simulator/catalogue/calendars
 * Each league's real calendar, side by side: when its season opens and closes (the 2025/26 or
 * 2026 dates, repeated every year), its winter break, and its rhythm: weekend rounds for soccer
 * and handball, a game every two or three days for basketball and ice hockey, baseball series,
 * tennis draws played round by round, and round-the-clock short matches for e-sports.
 * Kick-off times are local; Sunday soccer ends by 17:30 UTC so that a club with a Champions
 * League match on the Tuesday still has two days' rest.
 */
import type { CalendarDef, KickoffSlot, SeasonRhythm } from './types';

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

/** Slots from `[day, 'HH:MM', count]` rows: a round's matches fill them in order. */
function slots(...rows: [number, string, number?][]): KickoffSlot[] {
  return rows.flatMap(([day, time, count = 1]) =>
    Array.from({ length: count }, () => ({ day, time })),
  );
}

function weekly(weekend: KickoffSlot[], midweek?: KickoffSlot[]): SeasonRhythm {
  return midweek ? { kind: 'weekly', weekend, midweek } : { kind: 'weekly', weekend };
}

const SOCCER_MIDWEEK = slots([TUE, '19:30', 5], [WED, '19:30', 5]);
const HANDBALL_BREAK: [string, string][] = [['12-28', '02-05']];

/** Tennis draws of 32 (the catalogue's players): a round every other day from the first. */
/**
 * A draw of `size` (a Grand Slam 128, a 1000 event 96) played one round a day on `courts`
 * courts: a first round of 64 matches on 22 courts takes three sessions.
 */
function draw(
  size: 96 | 128,
  roundDays: number[],
  firstTime: string,
  courts: number,
): SeasonRhythm {
  return { kind: 'draw', size, roundDays, firstTime, courts };
}

/** Round-the-clock leagues (e-sports, e-soccer, e-basketball): their seasons are months. */
function nonstop(perTeamPerDay?: number): CalendarDef {
  return {
    utcOffset: 0,
    opens: '01-01',
    closes: '12-31',
    rhythm: perTeamPerDay ? { kind: 'nonstop', perTeamPerDay } : { kind: 'nonstop' },
  };
}

const CALENDARS: Record<number, CalendarDef> = {
  // Soccer: Premier League, LaLiga, Bundesliga, Serie A, K League 1, J1, Champions League.
  101: {
    utcOffset: 0,
    opens: '08-15',
    closes: '05-24',
    rhythm: weekly(
      slots([SAT, '12:30'], [SAT, '15:00', 5], [SAT, '17:30'], [SUN, '14:00', 2], [SUN, '16:30']),
      SOCCER_MIDWEEK,
    ),
  },
  102: {
    utcOffset: 1,
    opens: '08-15',
    closes: '05-24',
    rhythm: weekly(
      slots(
        [SAT, '14:00'],
        [SAT, '16:15', 2],
        [SAT, '18:30'],
        [SAT, '21:00'],
        [SUN, '12:00'],
        [SUN, '14:00', 2],
        [SUN, '16:15'],
        [SUN, '18:30'],
      ),
      SOCCER_MIDWEEK,
    ),
  },
  103: {
    utcOffset: 1,
    opens: '08-22',
    closes: '05-16',
    breaks: [['12-21', '01-08']],
    rhythm: weekly(
      slots([SAT, '15:30', 5], [SAT, '18:30'], [SUN, '15:30'], [SUN, '17:30'], [SUN, '15:30']),
      SOCCER_MIDWEEK,
    ),
  },
  104: {
    utcOffset: 1,
    opens: '08-23',
    closes: '05-24',
    rhythm: weekly(
      slots(
        [SAT, '15:00'],
        [SAT, '18:00'],
        [SAT, '20:45'],
        [SUN, '12:30'],
        [SUN, '15:00', 4],
        [SUN, '18:00', 2],
      ),
      SOCCER_MIDWEEK,
    ),
  },
  105: {
    utcOffset: 9,
    opens: '02-28',
    closes: '11-29',
    rhythm: weekly(
      slots([SAT, '14:00'], [SAT, '16:30'], [SAT, '19:00'], [SUN, '14:00'], [SUN, '16:30', 2]),
      slots([WED, '19:30', 6]),
    ),
  },
  106: {
    utcOffset: 9,
    opens: '08-08',
    closes: '05-30',
    breaks: [['12-13', '02-12']],
    rhythm: weekly(
      slots(
        [SAT, '13:00', 2],
        [SAT, '14:00', 2],
        [SAT, '15:00', 2],
        [SAT, '18:00', 2],
        [SUN, '15:00', 2],
      ),
      slots([WED, '19:00', 10]),
    ),
  },
  107: {
    utcOffset: 1,
    opens: '09-16',
    closes: '01-28',
    rhythm: weekly(
      slots([TUE, '18:45', 2], [TUE, '21:00', 7], [WED, '18:45', 2], [WED, '21:00', 7]),
    ),
  },
  // Baseball: MLB, KBO, NPB.
  201: {
    utcOffset: -5,
    opens: '03-26',
    closes: '09-27',
    rhythm: { kind: 'series', games: 162, weekdayTime: '19:10', weekendTime: '13:10' },
  },
  202: {
    utcOffset: 9,
    opens: '03-28',
    closes: '09-30',
    rhythm: { kind: 'series', games: 144, weekdayTime: '18:30', weekendTime: '17:00' },
  },
  203: {
    utcOffset: 9,
    opens: '03-27',
    closes: '09-30',
    rhythm: { kind: 'series', games: 143, weekdayTime: '18:00', weekendTime: '14:00' },
  },
  // Basketball: NBA, KBL, WKBL, B.League B1, EuroLeague.
  301: {
    utcOffset: -5,
    opens: '10-21',
    closes: '04-12',
    rhythm: { kind: 'every', times: ['19:00', '19:30', '20:00', '22:00'] },
  },
  302: {
    utcOffset: 9,
    opens: '10-03',
    closes: '03-31',
    rhythm: { kind: 'every', times: ['14:00', '16:30', '19:00'] },
  },
  303: {
    utcOffset: 9,
    opens: '11-16',
    closes: '03-08',
    rhythm: { kind: 'every', times: ['19:00'] },
  },
  304: {
    utcOffset: 9,
    opens: '10-03',
    closes: '04-19',
    rhythm: { kind: 'every', times: ['14:05', '18:05', '19:05'] },
  },
  305: {
    utcOffset: 1,
    opens: '09-30',
    closes: '04-17',
    rhythm: weekly(
      slots([THU, '19:00', 2], [THU, '20:30', 3], [FRI, '19:00', 2], [FRI, '20:30', 3]),
      slots([TUE, '19:00', 2], [TUE, '20:30', 3], [WED, '19:00', 2], [WED, '20:30', 3]),
    ),
  },
  // Volleyball: V-League men and women, SuperLega, PlusLiga.
  401: {
    utcOffset: 9,
    opens: '10-18',
    closes: '03-17',
    rhythm: { kind: 'every', times: ['19:00'] },
  },
  402: {
    utcOffset: 9,
    opens: '10-18',
    closes: '03-17',
    rhythm: { kind: 'every', times: ['16:00'] },
  },
  403: {
    utcOffset: 1,
    opens: '10-05',
    closes: '03-08',
    rhythm: weekly(slots([SAT, '20:30'], [SUN, '17:00', 3], [SUN, '18:00', 2])),
  },
  404: {
    utcOffset: 1,
    opens: '09-26',
    closes: '03-29',
    rhythm: weekly(
      slots(
        [FRI, '17:30'],
        [FRI, '20:30'],
        [SAT, '14:45'],
        [SAT, '17:30'],
        [SAT, '20:30'],
        [SUN, '14:45'],
        [SUN, '17:30'],
      ),
    ),
  },
  // Ice hockey: NHL, KHL.
  501: {
    utcOffset: -5,
    opens: '10-07',
    closes: '04-16',
    rhythm: { kind: 'every', times: ['19:00', '19:30', '22:00'] },
  },
  502: {
    utcOffset: 3,
    opens: '09-06',
    closes: '03-01',
    rhythm: { kind: 'every', times: ['17:00', '19:30'] },
  },
  // Handball: Handball-Bundesliga, LNH Starligue (a January break for the championships).
  601: {
    utcOffset: 1,
    opens: '08-28',
    closes: '06-07',
    breaks: HANDBALL_BREAK,
    rhythm: weekly(
      slots(
        [THU, '19:00', 2],
        [FRI, '20:00'],
        [SAT, '18:00', 2],
        [SUN, '13:30'],
        [SUN, '15:00', 2],
        [SUN, '17:00'],
      ),
      slots([WED, '19:00', 9]),
    ),
  },
  602: {
    utcOffset: 1,
    opens: '09-04',
    closes: '06-04',
    breaks: HANDBALL_BREAK,
    rhythm: weekly(
      slots([THU, '20:00', 3], [FRI, '20:00', 2], [SAT, '18:00'], [SUN, '17:00', 2]),
      slots([WED, '20:00', 8]),
    ),
  },
  // Tennis: Indian Wells (ATP, WTA) and the Australian Open (men, women).
  // Indian Wells: women from the Wednesday, men from the Thursday; the finals on the last Sunday.
  701: {
    utcOffset: -8,
    opens: '03-04',
    closes: '03-15',
    rhythm: draw(96, [1, 3, 5, 7, 8, 10, 11], '11:00', 12),
  },
  702: {
    utcOffset: -8,
    opens: '03-04',
    closes: '03-15',
    rhythm: draw(96, [0, 2, 4, 6, 8, 9, 10], '11:00', 12),
  },
  // The Australian Open: a first round a day for each, the women's final on the Saturday.
  703: {
    utcOffset: 11,
    opens: '01-18',
    closes: '02-01',
    rhythm: draw(128, [0, 2, 4, 6, 8, 11, 14], '11:00', 22),
  },
  704: {
    utcOffset: 11,
    opens: '01-18',
    closes: '02-01',
    rhythm: draw(128, [1, 3, 5, 7, 9, 10, 13], '11:00', 22),
  },
  // E-soccer and e-basketball: each side plays about every half hour or forty-five minutes.
  111: nonstop(48),
  112: nonstop(32),
  311: nonstop(16),
  // American football: the NFL, Thursday night to Monday night.
  801: {
    utcOffset: -5,
    opens: '09-03',
    closes: '01-08',
    rhythm: weekly(
      slots(
        [THU, '20:15'],
        [SUN, '13:00', 9],
        [SUN, '16:05', 2],
        [SUN, '16:25', 2],
        [SUN, '20:20'],
        [MON, '20:15'],
      ),
    ),
  },
};

/**
 * The calendar of a league of the catalogue; leagues not listed play around the clock.
 * @example calendarOf(101).opens // '08-15'
 */
export function calendarOf(leagueId: number): CalendarDef {
  return CALENDARS[leagueId] ?? nonstop();
}
