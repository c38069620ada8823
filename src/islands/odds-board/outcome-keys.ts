/** Translation keys of the outcome labels the boards show. */
import type { MessageKey } from '../../lib/i18n/messages';
import type { OutcomeLabel } from '../../lib/odds-board/rows';

export const OUTCOME_KEYS: Record<OutcomeLabel, MessageKey> = {
  home: 'oddsBoard.outcome.home',
  draw: 'oddsBoard.outcome.draw',
  away: 'oddsBoard.outcome.away',
  over: 'oddsBoard.outcome.over',
  under: 'oddsBoard.outcome.under',
};
