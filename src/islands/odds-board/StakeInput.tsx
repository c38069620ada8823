/** The total-stake amount input (spec §5 "Amount input"), through `readAmountInput`. */
import { useState } from 'react';
import type { Translate } from '../../lib/i18n/messages';
import { STAKE_MAX, formatAmount, readAmountInput } from '../../lib/odds-board/stake';

export function StakeInput({
  t,
  initial,
  onChange,
}: {
  t: Translate;
  initial: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(() => readAmountInput(String(initial)).text);
  return (
    <label className="board__stake-input">
      <span>{t('oddsBoard.stake.label')}</span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        data-stake-total
        aria-describedby="stake-hint"
        onChange={(e) => {
          const next = readAmountInput(e.target.value, text);
          setText(next.text);
          onChange(next.value);
        }}
      />
      <small id="stake-hint">{t('oddsBoard.stake.hint', { max: formatAmount(STAKE_MAX) })}</small>
    </label>
  );
}
