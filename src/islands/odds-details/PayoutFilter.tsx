/**
 * The refund-rate (payout) range filter (spec §2, §9: default 85–90): two inputs, a view button
 * that applies them, and a button that shows every book again.
 */
import { useState, type FormEvent } from 'react';
import type { Translate } from '../../lib/i18n/messages';
import { DEFAULT_PAYOUT_RANGE, parsePayoutRange } from '../../lib/odds-details/table';

export type PayoutRange = { min: number; max: number };

interface Props {
  t: Translate;
  applied: PayoutRange | null;
  onApply: (range: PayoutRange | null) => void;
}

export function PayoutFilter({ t, applied, onApply }: Props) {
  const [min, setMin] = useState(String(DEFAULT_PAYOUT_RANGE.min));
  const [max, setMax] = useState(String(DEFAULT_PAYOUT_RANGE.max));
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = parsePayoutRange(min, max);
    setInvalid(!range);
    if (range) onApply(range);
  };
  return (
    <form className="payout-filter" onSubmit={submit} noValidate data-payout-filter>
      <span className="payout-filter__title">{t('oddsDetails.filter.label')}</span>
      <label className="payout-filter__field">
        <span className="sr-only">{t('oddsDetails.filter.min')}</span>
        <input
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          aria-invalid={invalid || undefined}
          data-payout-min
        />
      </label>
      <span aria-hidden="true">~</span>
      <label className="payout-filter__field">
        <span className="sr-only">{t('oddsDetails.filter.max')}</span>
        <input
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          aria-invalid={invalid || undefined}
          data-payout-max
        />
      </label>
      <button type="submit" className="button" data-payout-view>
        {t('oddsDetails.filter.view')}
      </button>
      <button
        type="button"
        className="button"
        data-payout-all
        disabled={applied === null}
        onClick={() => {
          setInvalid(false);
          onApply(null);
        }}
      >
        {t('oddsDetails.filter.all')}
      </button>
      <p className="payout-filter__status" role="status" data-payout-status>
        {invalid
          ? t('oddsDetails.filter.invalid')
          : applied
            ? t('oddsDetails.filter.active', { min: applied.min, max: applied.max })
            : t('oddsDetails.filter.off')}
      </p>
    </form>
  );
}
