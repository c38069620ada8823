/** Previous / "page of pages" / next under a console list. */
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';

export function Pager({
  lang,
  page,
  pages,
  go,
}: {
  lang: Language;
  page: number;
  pages: number;
  go: (page: number) => void;
}) {
  const t = useT(lang);
  if (pages <= 1) return null;
  return (
    <nav className="admin-queue__pages" aria-label={t('accounts.admin.pagination.accessibleLabel')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('accounts.admin.previous')}
      </button>
      <span>{t('accounts.admin.page', { page, pages })}</span>
      <button
        type="button"
        className="button"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('accounts.admin.next')}
      </button>
    </nav>
  );
}
