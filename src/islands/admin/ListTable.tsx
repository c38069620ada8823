/**
 * The table of a console list (accounts, notices, audit): "nothing here" when it has no rows,
 * else a table whose head names each column; the caller renders the body's rows.
 */
import type { ReactNode } from 'react';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';

/**
 * @example <ListTable lang={lang} kind="audit" heads={[t('admin.audit.at')]} empty={rows.length === 0}>{rows.map(…)}</ListTable>
 */
export function ListTable({
  lang,
  kind,
  heads,
  empty,
  children,
}: {
  lang: Language;
  /** The list's own table style, if it has one (`admin-table--{kind}`). */
  kind?: 'notices' | 'audit';
  /** The column heads, left to right. */
  heads: readonly string[];
  empty: boolean;
  /** The body's rows. */
  children: ReactNode;
}) {
  const t = useT(lang);
  if (empty) return <p className="page-note">{t('admin.empty')}</p>;
  return (
    <table className={kind ? `admin-table admin-table--${kind}` : 'admin-table'}>
      <thead>
        <tr>
          {heads.map((head, i) => (
            // The heads are a fixed list, so a head's place is a stable key (two may share words).
            <th key={i} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
