/** Live connection indicator in the shell header, fed by the socket module's `$connection`. */
import type { Language } from '../../lib/domain/languages';
import { useT } from '../../lib/i18n/react';
import { $connection, type ConnectionState } from '../../lib/socket/connection';
import { useClientStore } from './client-store';

/** What the server renders: the socket only exists in the browser. */
const SERVER_STATE: ConnectionState = { status: 'idle', attempt: 0 };

export default function ConnectionStatus({ lang }: { lang: Language }) {
  const t = useT(lang);
  const { status } = useClientStore($connection, SERVER_STATE);
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
