/**
 * The search bar's fields and buttons. Clear and refresh are links to their addresses, so they
 * work before hydration; disabled, they become inert buttons.
 */
import type { MouseEvent } from 'react';
import type { MessageKey, Translate } from '../../lib/i18n/messages';
import type { SearchOption, SearchState } from '../../lib/widgets/search-query';
import { DateRangePicker } from './DateRangePicker';
import { Select } from './Select';
import { TextInput } from './TextInput';

export interface SearchFieldsProps {
  t: Translate;
  state: SearchState;
  onChange: (state: SearchState) => void;
  problem: MessageKey | null;
  filters: readonly SearchOption[] | undefined;
  dateBys: readonly SearchOption[] | undefined;
  dates: boolean;
  now: number;
  disabled: boolean;
  clearHref: string;
  refreshHref: string;
  onClear: (e: MouseEvent<HTMLElement>) => void;
  onRefresh: (e: MouseEvent<HTMLElement>) => void;
}

export function SearchFields(p: SearchFieldsProps) {
  const { t, state, onChange, disabled } = p;
  const translated = (options: readonly SearchOption[]) =>
    options.map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <fieldset className="search-bar__fields" disabled={disabled}>
      {p.filters && p.filters.length > 0 && (
        <Select
          label={t('widgets.search.filterBy')}
          hideLabel
          name="filter_by"
          value={state.filter_by}
          options={translated(p.filters)}
          onChange={(filter_by) => onChange({ ...state, filter_by })}
        />
      )}
      <TextInput
        label={t('widgets.search.q')}
        hideLabel
        type="search"
        name="q"
        maxLength={100}
        placeholder={t('widgets.search.q.placeholder')}
        value={state.q}
        onChange={(q) => onChange({ ...state, q })}
      />
      {p.dateBys && p.dateBys.length > 0 && (
        <Select
          label={t('widgets.search.dateBy')}
          hideLabel
          name="date_by"
          value={state.date_by}
          options={translated(p.dateBys)}
          placeholder={t('widgets.select.placeholder')}
          onChange={(date_by) => onChange({ ...state, date_by })}
        />
      )}
      {p.dates && (
        <DateRangePicker
          t={t}
          hideLabels
          now={p.now}
          range={{ from: state.date_from, to: state.date_to }}
          onChange={(r) => onChange({ ...state, date_from: r.from, date_to: r.to })}
        />
      )}
      {/* With pickers, the range picker names a reversed range itself. */}
      {p.problem && !p.dates && (
        <span className="widget-range__error" role="alert">
          {t(p.problem)}
        </span>
      )}
      <span className="search-bar__actions">
        <button type="submit" className="button search-bar__submit">
          {t('widgets.search.submit')}
        </button>
        <ActionLink href={p.clearHref} disabled={disabled} onClick={p.onClear}>
          {t('widgets.search.clear')}
        </ActionLink>
        <ActionLink href={p.refreshHref} disabled={disabled} onClick={p.onRefresh}>
          {t('widgets.search.refresh')}
        </ActionLink>
      </span>
    </fieldset>
  );
}

function ActionLink({
  href,
  disabled,
  onClick,
  children,
}: {
  href: string;
  disabled: boolean;
  onClick: (e: MouseEvent<HTMLElement>) => void;
  children: string;
}) {
  if (disabled) {
    return (
      <button type="button" className="button" disabled>
        {children}
      </button>
    );
  }
  return (
    <a className="button" href={href} onClick={onClick}>
      {children}
    </a>
  );
}
