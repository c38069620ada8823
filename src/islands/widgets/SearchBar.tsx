/**
 * The search bar (spec §2 "Search bar"), one component for every list that searches: optional
 * filter-by dropdown, text box, date-by dropdown, from/to pickers, search, clear and refresh,
 * with a title and close button below 768 px. It renders a real GET form whose clear and refresh
 * are links, so it works before hydration; the island then sends only truthy params, refuses a
 * reversed range, and hands searches to `onTrigger` (or navigates) instead of reloading.
 */
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import type { SearchOption, SearchRules, SearchState } from '../../lib/widgets/search-query';
import { SearchFields } from './SearchFields';
import { useMobileFold, useSearchBar, type SearchBarHandlers } from './use-search-bar';
import '../../styles/widgets.css';

/**
 * A React parent's handlers (`SearchBarHandlers`) are optional: without `onTrigger` a search
 * navigates to its address.
 */
export interface SearchBarProps extends SearchBarHandlers {
  lang: Language;
  /** The fields seeded from the page URL: `parseSearchQuery(Astro.url.searchParams, rules)`. */
  initial: SearchState;
  /** Defaults (what clear restores) and allowed values; the same object the page parsed with. */
  rules?: SearchRules;
  /** Options of the filter-by dropdown; none means no dropdown. */
  filters?: readonly SearchOption[];
  /** Options of the date-by dropdown; none means no dropdown. */
  dateBys?: readonly SearchOption[];
  /** Shows the from/to date pickers. */
  dates?: boolean;
  /** The list's path the form submits to. */
  action: string;
  /** The page's own params (`type`, `sports`, `lang`, …), kept across searches. */
  keep?: Readonly<Record<string, string>>;
  /** Title shown below 768 px (already translated); defaults to "Search". */
  title?: string;
  disabled?: boolean;
  /** The page clock, for the pickers' year range (server and client must agree). */
  now: number;
  /** Without it, close folds the bar (below 768 px). */
  onClose?: () => void;
}

export default function SearchBar(props: SearchBarProps) {
  const { lang, action, keep, disabled = false, onClose } = props;
  const t = useT(lang);
  const bar = useSearchBar({ ...props, rules: props.rules, keep, disabled });
  const fold = useMobileFold();
  return (
    <form
      className="search-bar"
      method="get"
      action={action}
      role="search"
      aria-label={t('widgets.search.accessibleLabel')}
      data-search-bar
      data-hydrated={fold.hydrated || undefined}
      data-mobile={fold.open ? 'open' : 'closed'}
      onSubmit={bar.submit}
    >
      <div className="search-bar__head">
        <h2 className="search-bar__title">{props.title ?? t('widgets.search.title')}</h2>
        <button
          type="button"
          className="search-bar__close"
          aria-label={t('widgets.search.close')}
          onClick={() => (onClose ? onClose() : fold.setOpen(false))}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SearchFields
        t={t}
        state={bar.state}
        onChange={bar.change}
        problem={bar.problem}
        filters={props.filters}
        dateBys={props.dateBys}
        dates={props.dates ?? true}
        now={props.now}
        disabled={disabled}
        clearHref={bar.clearHref}
        refreshHref={bar.refreshHref}
        onClear={bar.clear}
        onRefresh={bar.refresh}
      />
    </form>
  );
}
