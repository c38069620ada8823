/**
 * The console's "Audit log" section: operator actions, newest first, filterable by action and
 * operator, each with what it changed in a line per value ("before → after", compact JSON).
 */
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import {
  ACTOR_MAX,
  AUDIT_ACTIONS,
  AUDIT_ROWS,
  auditQuery,
  summarizeChange,
  type AuditEntry,
  type AuditFilter,
} from '../../lib/admin/audit';
import { seoulDateTime } from '../../lib/domain/seoul-time';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { ListTable } from './ListTable';
import { ListPager } from './ListPager';
import { useList } from './use-list';

export default function AuditSection({ lang }: { lang: Language }) {
  const [filter, setFilter] = useState<AuditFilter>({ action: '', actor: '' });
  const query = useCallback((page: number) => auditQuery(filter, page), [filter]);
  const { state, load } = useList<AuditEntry>('/admin/audit', AUDIT_ROWS, query);
  return (
    <div className="admin-list" data-admin-list="audit" data-admin-phase={state.phase}>
      <AuditSearch lang={lang} filter={filter} onSearch={setFilter} />
      <ListPager lang={lang} state={state} load={load}>
        {(rows) => <AuditTable lang={lang} rows={rows} />}
      </ListPager>
    </div>
  );
}

function AuditSearch({
  lang,
  filter,
  onSearch,
}: {
  lang: Language;
  filter: AuditFilter;
  onSearch: (filter: AuditFilter) => void;
}) {
  const t = useT(lang);
  const id = useId();
  const action = useRef<HTMLSelectElement>(null);
  const actor = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ action: action.current?.value ?? '', actor: actor.current?.value ?? '' });
  };
  return (
    <form className="admin-filter" role="search" onSubmit={submit}>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-action`}>
          {t('admin.audit.action')}
        </label>
        <select
          ref={action}
          id={`${id}-action`}
          name="action"
          className="form-field__input"
          defaultValue={filter.action}
        >
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a === '' ? t('admin.audit.allActions') : a.endsWith('.') ? `${a}*` : a}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-actor`}>
          {t('admin.audit.actor')}
        </label>
        <input
          ref={actor}
          id={`${id}-actor`}
          name="actor"
          maxLength={ACTOR_MAX}
          className="form-field__input"
          defaultValue={filter.actor}
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('admin.filter')}
      </button>
    </form>
  );
}

function Change({ entry }: { entry: AuditEntry }) {
  const { lines, more } = summarizeChange(entry.before, entry.after);
  if (lines.length === 0) return <>-</>;
  return (
    <ul className="admin-change">
      {lines.map((line) => (
        <li key={line.path}>
          {line.path && <span className="admin-change__path">{line.path}: </span>}
          <code>{line.before || '∅'}</code> → <code>{line.after || '∅'}</code>
        </li>
      ))}
      {more > 0 && <li className="admin-change__more">+{more}</li>}
    </ul>
  );
}

function AuditTable({ lang, rows }: { lang: Language; rows: AuditEntry[] }) {
  const t = useT(lang);
  const column = {
    actor: t('admin.audit.actor'),
    action: t('admin.audit.action'),
    target: t('admin.audit.target'),
    change: t('admin.audit.change'),
  };
  const heads = [t('admin.audit.at'), ...Object.values(column)];
  return (
    <ListTable lang={lang} kind="audit" heads={heads} empty={rows.length === 0}>
      {rows.map((entry) => (
        <tr key={entry.id} data-admin-audit={entry.action}>
          <th scope="row" className="tabular">
            {seoulDateTime(entry.at, 'minute')}
          </th>
          <td data-label={column.actor}>{entry.actor ?? entry.actor_id ?? '-'}</td>
          <td data-label={column.action}>
            <code>{entry.action}</code>
          </td>
          <td data-label={column.target}>{entry.target ?? '-'}</td>
          <td data-label={column.change}>
            <Change entry={entry} />
            {entry.reason && (
              <p className="admin-change__reason">
                {t('admin.audit.reason', { reason: entry.reason })}
              </p>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
