/**
 * @module islands/admin/use-list
 * A paged console list: loads a page for a query, steps back when the last page emptied, and
 * says why when it cannot load.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { clampPage, pageCount } from '../../lib/admin/paging';
import { api } from '../../lib/api/browser-client';
import type { QueryValue } from '../../lib/api/client';
import { failureOf } from './admin-api';
import type { Loaded } from './use-settings';

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

/**
 * @example const { state, load } = useList<AuditEntry>('/admin/audit', AUDIT_ROWS, (page) => auditQuery(filter, page));
 */
export function useList<Row>(
  path: string,
  rows: number,
  query: (page: number) => Record<string, QueryValue>,
): { state: Loaded<ListPage<Row>>; load: (page: number) => Promise<void> } {
  const [state, setState] = useState<Loaded<ListPage<Row>>>({ phase: 'loading' });
  // The newest query wins: an older answer arriving late is dropped.
  const latest = useRef(0);
  const load = useCallback(
    async (wanted: number): Promise<void> => {
      const call = ++latest.current;
      try {
        const body = await api().get<{ data: Row[]; count: { total: number } }>(
          path,
          query(wanted),
        );
        if (call !== latest.current) return;
        const pages = pageCount(body.count.total, rows);
        if (body.data.length === 0 && wanted > pages) return await load(clampPage(wanted, pages));
        setState({
          phase: 'ready',
          data: { rows: body.data, total: body.count.total, page: wanted, pages },
        });
      } catch (error) {
        if (call === latest.current) setState({ phase: failureOf(error) });
      }
    },
    [path, rows, query],
  );
  useEffect(() => {
    void load(1);
  }, [load]);
  return { state, load };
}
