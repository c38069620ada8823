/**
 * @module admin/matches-form
 * The console's "Matches" section: a match's live stream and bet365 id, a score correction and a
 * league points adjustment. Field names are the server's, so a 400 answer's details land on them;
 * a problem found here is a code the section puts in words.
 */
import { SCORE_LINE } from '../domain/score';

/** `reason` limit of a points adjustment (the server's). */
export const POINTS_REASON_MAX = 300;

/** What the console finds wrong with a field before sending. */
export type MatchProblem =
  'required' | 'matchId' | 'url' | 'digits' | 'score' | 'points' | 'tooLong';
export type MatchProblems = Partial<Record<string, MatchProblem>>;

export interface StreamForm {
  id: string;
  url: string;
  bet365: string;
}
export interface ScoreForm {
  id: string;
  ss: string;
}
export interface PointsForm {
  league: string;
  season: string;
  team: string;
  points: string;
  reason: string;
  remove: boolean;
}

function drop(entries: Record<string, MatchProblem | null>): MatchProblems {
  const found: MatchProblems = {};
  for (const [field, problem] of Object.entries(entries)) if (problem) found[field] = problem;
  return found;
}

const idProblem = (id: string): MatchProblem | null =>
  id.trim() === '' ? 'required' : /^\d+$/.test(id.trim()) ? null : 'matchId';

/** An http(s) address (no credentials), or empty. */
function isStreamUrl(text: string): boolean {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username;
  } catch {
    return false;
  }
}

/**
 * Problems of the stream form: a match id, an http(s) URL or nothing, a bet365 id of digits.
 * @example streamProblems({ id: '7', url: 'ftp://x', bet365: '' }) // { url: 'url' }
 */
export function streamProblems(form: StreamForm): MatchProblems {
  const bet365 = form.bet365.trim();
  return drop({
    id: idProblem(form.id),
    url: isStreamUrl(form.url.trim()) ? null : 'url',
    bet365: bet365 === '' || /^\d+$/.test(bet365) ? null : 'digits',
  });
}

/**
 * The `PATCH /games/{id}` body: an empty URL removes the stream, an empty bet365 id is not sent.
 * @example streamBody({ id: '7', url: '', bet365: '' }) // { url: null }
 */
export function streamBody(form: StreamForm): { url: string | null; bet365?: string } {
  const url = form.url.trim();
  const bet365 = form.bet365.trim();
  return { url: url === '' ? null : url, ...(bet365 ? { bet365 } : {}) };
}

/**
 * Problems of the score form.
 * @example scoreProblems({ id: '7', ss: '2:1' }) // { ss: 'score' }
 */
export function scoreProblems(form: ScoreForm): MatchProblems {
  return drop({
    id: idProblem(form.id),
    ss: SCORE_LINE.test(form.ss.replace(/\s/g, '')) ? null : 'score',
  });
}

/** The score line as sent (spaces dropped). */
export function scoreBody(form: ScoreForm): { ss: string } {
  return { ss: form.ss.replace(/\s/g, '') };
}

const required = (text: string): MatchProblem | null => (text.trim() === '' ? 'required' : null);

/**
 * Problems of the points form: names, a whole number of points (negative deducts), a reason.
 * @example pointsProblems({ league: 'K1', season: '2023/24', team: 'A', points: '1.5', reason: 'x', remove: false }).points // 'points'
 */
export function pointsProblems(form: PointsForm): MatchProblems {
  const reason = form.reason.trim();
  return drop({
    league: required(form.league),
    season: required(form.season),
    team: required(form.team),
    points: form.remove || /^-?\d+$/.test(form.points.trim()) ? null : 'points',
    reason: reason === '' ? 'required' : reason.length > POINTS_REASON_MAX ? 'tooLong' : null,
  });
}

/** The `POST /admin/points` body; call only without problems. */
export function pointsBody(form: PointsForm) {
  return {
    league: form.league.trim(),
    season: form.season.trim(),
    team: form.team.trim(),
    points: Number(form.points.trim()) || 0,
    reason: form.reason.trim(),
    remove: form.remove,
  };
}
