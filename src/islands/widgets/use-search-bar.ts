/**
 * The search bar's state and actions: search, clear and refresh each dispatch their DOM event
 * and call the parent's handler, or navigate when the parent gave none.
 */
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import type { MessageKey } from '../../lib/i18n/messages';
import {
  SEARCH_EVENTS,
  clearedSearch,
  normaliseSearch,
  searchHref,
  searchProblem,
  type SearchRules,
  type SearchState,
} from '../../lib/widgets/search-query';

export interface SearchBarHandlers {
  onTrigger?: (state: SearchState) => void;
  onClear?: (state: SearchState) => void;
  onRefresh?: (state: SearchState) => void;
}

interface Options extends SearchBarHandlers {
  initial: SearchState;
  rules: SearchRules | undefined;
  action: string;
  keep: Readonly<Record<string, string>> | undefined;
  disabled: boolean;
}

function emit(target: HTMLElement, name: keyof typeof SEARCH_EVENTS, detail: SearchState) {
  target.dispatchEvent(new CustomEvent(SEARCH_EVENTS[name], { detail, bubbles: true }));
}

export function useSearchBar(o: Options) {
  const [state, setState] = useState(o.initial);
  const [problem, setProblem] = useState<MessageKey | null>(() => searchProblem(o.initial));
  const cleared = clearedSearch(o.rules);
  const applied = normaliseSearch(o.initial, o.rules);

  const trigger = (target: HTMLElement, next: SearchState) => {
    emit(target, 'trigger', next);
    const href = searchHref(o.action, next, o.keep);
    if (!o.onTrigger) return window.location.assign(href);
    // The URL keeps the search, so a reload or a shared link shows the same rows.
    window.history.pushState(window.history.state, '', href);
    o.onTrigger(next);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (o.disabled) return;
    const next = normaliseSearch(state, o.rules);
    const refused = searchProblem(next);
    setProblem(refused);
    if (refused) return;
    setState(next);
    trigger(e.currentTarget, next);
  };
  const clear = (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    if (o.disabled) return;
    setState(cleared);
    setProblem(null);
    emit(e.currentTarget, 'clear', cleared);
    o.onClear?.(cleared);
    trigger(e.currentTarget, cleared);
  };
  const refresh = (e: MouseEvent<HTMLElement>) => {
    e.preventDefault();
    if (o.disabled) return;
    emit(e.currentTarget, 'refresh', applied);
    if (o.onRefresh) o.onRefresh(applied);
    else window.location.reload();
  };
  const change = (next: SearchState) => {
    setState(next);
    setProblem(null);
  };
  return {
    state,
    problem,
    change,
    submit,
    clear,
    refresh,
    clearHref: searchHref(o.action, cleared, o.keep),
    refreshHref: searchHref(o.action, applied, o.keep),
  };
}

/**
 * Below 768 px the bar stays folded until the shell's search button (`data-mobile-search`,
 * spec §2 "Shell") opens it. Folding waits for hydration so the bar never hides without JS.
 */
export function useMobileFold(): {
  hydrated: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
} {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const onClick = (e: Event) => {
      const target = e.target as Element | null;
      if (target?.closest?.('[data-mobile-search]')) setOpen((was) => !was);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    // The shell's button is server-rendered outside this island: it says whether the bar is open.
    for (const button of document.querySelectorAll('[data-mobile-search]')) {
      button.setAttribute('aria-expanded', String(open));
    }
  }, [open]);
  return { hydrated, open, setOpen };
}
