/**
 * @module islands/accounts/use-admin-queue
 * The state of `/admin`'s approval queue: the page of waiting registrations, loading and
 * access, the approve and reject actions and the message each leaves.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import { currentToken } from '../../lib/stores/user';

/** A row of `GET /admin/users` (only what the queue shows). */
export interface WaitingUser {
  id: number;
  username: string;
  nickname: string;
  created_at: number;
}

interface ListAnswer {
  data: WaitingUser[];
  count: { total: number };
}

export type QueueAction = 'approve' | 'reject';
export type QueuePhase = 'loading' | 'ready' | 'forbidden' | 'failed';
export type QueueMessage = {
  tone: 'ok' | 'error';
  key: 'approved' | 'rejected' | 'actionFailed';
  username: string;
};

/** Rows a page of the queue shows. */
export const QUEUE_ROWS = 50;

/** The number of pages `total` waiting registrations fill (at least one). */
export const queuePages = (total: number): number => Math.max(1, Math.ceil(total / QUEUE_ROWS));

/** 401/418: the API client is already on its way to the login page. */
const sessionEnded = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 418);

/**
 * Loads the queue's first page on mount (a visitor without a session goes to login first);
 * `act` approves or rejects one user, then reloads the page and gives focus to `headingRef`.
 * @example const { phase, rows, act } = useAdminQueue();
 */
export function useAdminQueue() {
  const [phase, setPhase] = useState<QueuePhase>('loading');
  const [rows, setRows] = useState<WaitingUser[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<QueueMessage | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async (wanted: number) => {
    try {
      const body = await api().get<ListAnswer>('/admin/users', {
        status: 'w',
        rows: QUEUE_ROWS,
        page: wanted,
      });
      const pages = queuePages(body.count.total);
      // The last page may have emptied after an action: step back to one that has rows.
      if (body.data.length === 0 && wanted > pages) return load(pages);
      setRows(body.data);
      setTotal(body.count.total);
      setPage(wanted);
      setPhase('ready');
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setPhase('forbidden');
      else if (!sessionEnded(error)) setPhase('failed');
    }
  }, []);

  useEffect(() => {
    if (currentToken() === null) {
      location.assign(`/login?next=${encodeURIComponent('/admin')}`);
      return;
    }
    void load(1);
  }, [load]);

  const act = async (user: WaitingUser, action: QueueAction) => {
    setBusyId(user.id);
    setMessage(null);
    try {
      await api().post(`/admin/users/${user.id}/${action}`);
      setMessage({
        tone: 'ok',
        key: action === 'approve' ? 'approved' : 'rejected',
        username: user.username,
      });
    } catch (error) {
      if (sessionEnded(error)) return;
      if (error instanceof ApiError && error.status === 403) {
        setPhase('forbidden');
        return;
      }
      setMessage({ tone: 'error', key: 'actionFailed', username: user.username });
    } finally {
      setBusyId(null);
    }
    await load(page);
    // The row and its buttons are gone: keep keyboard focus in the queue, not on the body.
    headingRef.current?.focus();
  };

  return { phase, rows, total, page, busyId, message, headingRef, load, act };
}
