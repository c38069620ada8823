/**
 * What a console section shows while it is not ready: loading, "administrators only" or a
 * failed load with a retry.
 */
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import type { Loaded } from './use-settings';

export function SectionState({
  lang,
  state,
  retry,
}: {
  lang: Language;
  state: Loaded<unknown>;
  retry: () => void;
}) {
  const t = useT(lang);
  switch (state.phase) {
    case 'loading':
      return <p className="page-note">{t('app.loading')}</p>;
    case 'forbidden':
      return (
        <p className="account-alert account-alert--error" role="alert" data-admin="forbidden">
          {t('accounts.admin.forbidden')}
        </p>
      );
    case 'failed':
      return (
        <div
          className="account-alert account-alert--error admin-failed"
          role="alert"
          data-admin="failed"
        >
          <span>{t('admin.loadFailed')}</span>
          <button type="button" className="button" onClick={retry}>
            {t('admin.retry')}
          </button>
        </div>
      );
    default:
      return null;
  }
}
