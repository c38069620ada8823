/**
 * @module feed/betsapi/score-guard
 * Whether a live row's score may replace the one already shown. BetsAPI answers from several
 * caches (the in-play list and the event view lag each other), so a lower score is far more
 * often an older answer than news; putting it on screen makes a goal vanish and come back.
 * A lower score is therefore held back until the provider has said it in every answer about
 * the match for a while (a disallowed goal, its genuine correction, is reported for good);
 * any answer at or above the shown score ends the claim.
 */
import { scoreDirection } from '../../../lib/domain/score-order';

/** A lower score the provider keeps sending: what it says, since when, in how many answers. */
export interface LowerClaim {
  ss: string;
  since: number;
  answers: number;
}

export interface GuardRule {
  /** The claim must have lasted this long (ms)… */
  confirmMs: number;
  /** …over at least this many answers. */
  confirmAnswers: number;
}

/**
 * A minute and three answers: a video-review decision is reported within that time and then
 * stays, while a lagging cache is overtaken by the next fresh answer well within it.
 */
export const DEFAULT_GUARD_RULE: GuardRule = { confirmMs: 60_000, confirmAnswers: 3 };

export interface Verdict {
  admit: boolean;
  /** The claim to remember for the next answer (none once admitted or contradicted). */
  claim: LowerClaim | undefined;
}

/**
 * The verdict on a live row's score `incoming` where `shown` is the score held now. A final
 * result is not judged here: the provider's result is the record, whatever it says.
 * @example judgeScore('2-0', '1-0', undefined, 1_000).admit // false (claim { ss: '1-0', since: 1000, answers: 1 })
 */
export function judgeScore(
  shown: string | null,
  incoming: string | null,
  claim: LowerClaim | undefined,
  now: number,
  rule: GuardRule = DEFAULT_GUARD_RULE,
): Verdict {
  if (scoreDirection(shown, incoming) !== 'backward') return { admit: true, claim: undefined };
  const ss = incoming!;
  const next =
    claim?.ss === ss ? { ...claim, answers: claim.answers + 1 } : { ss, since: now, answers: 1 };
  const confirmed = next.answers >= rule.confirmAnswers && now - next.since >= rule.confirmMs;
  return confirmed ? { admit: true, claim: undefined } : { admit: false, claim: next };
}
