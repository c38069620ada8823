/**
 * A paged console list once loading is asked for: the rows the caller renders with the pager
 * under them, or, while loading or after a failure, the section's state with a retry.
 */
import type { ReactNode } from 'react';
import type { Language } from '../../lib/domain/languages';
import { Pager } from './Pager';
import { SectionState } from './SectionState';
import type { ListPage } from './use-list';
import type { Loaded } from './use-settings';

/**
 * @example <ListPager lang={lang} state={state} load={load}>{(rows) => <AuditTable lang={lang} rows={rows} />}</ListPager>
 */
export function ListPager<Row>({
  lang,
  state,
  load,
  children,
}: {
  lang: Language;
  state: Loaded<ListPage<Row>>;
  load: (page: number) => Promise<void>;
  /** The shown page's rows, as a table. */
  children: (rows: Row[]) => ReactNode;
}) {
  if (state.phase !== 'ready') {
    // No page is shown while not ready, so a retry loads the first.
    return <SectionState lang={lang} state={state} retry={() => void load(1)} />;
  }
  const { rows, page, pages } = state.data;
  return (
    <>
      {children(rows)}
      <Pager lang={lang} page={page} pages={pages} go={(p) => void load(p)} />
    </>
  );
}
