/** Live connection indicator in the shell header, fed by the socket module's `$connection`. */
import { useStore } from '@nanostores/react';
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { $connection } from '../../lib/socket/connection';

export default function ConnectionStatus({ lang }: { lang: Language }) {
  const t = useT(lang);
  const { status } = useStore($connection);
  return (
    <span
      className={`connection connection--${status}`}
      role="status"
      aria-live="polite"
      data-connection={status}
    >
      <span className="connection__dot" aria-hidden="true" />
      <span className="connection__label">{t(`connection.${status}`)}</span>
    </span>
  );
}
