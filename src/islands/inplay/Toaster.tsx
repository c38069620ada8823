/**
 * Notification toasts (spec §2 "Shared widgets"): success, error or warning, the title
 * defaulting to the translated kind, 300 px wide at the bottom right, each with a close button.
 * Only the newest two show; older ones fold into one line with their count.
 * Loaded with the first toast; score changes are spoken through LiveRegion instead.
 */
import type { MessageKey } from '../../lib/i18n/messages';
import { $toasts, closeToast, type Toast, type ToastKind } from '../../lib/inplay/notify';
import { useClientStore } from './client-store';
import { useInplay } from './context';

const NO_TOASTS: readonly Toast[] = [];
/** Toasts shown in full; the rest fold into a count. */
const SHOWN = 2;

const KIND_KEYS: Record<ToastKind, MessageKey> = {
  success: 'inplay.toast.success',
  error: 'inplay.toast.error',
  warning: 'inplay.toast.warning',
};

export default function Toaster() {
  const { t } = useInplay().screen;
  const toasts = useClientStore($toasts, NO_TOASTS);
  const folded = toasts.slice(0, Math.max(0, toasts.length - SHOWN));
  const shown = toasts.slice(folded.length);
  return (
    <div className="toaster">
      {folded.length > 0 && (
        <button
          type="button"
          className="toast toast--folded"
          data-toast-folded={folded.length}
          onClick={() => folded.forEach((toast) => closeToast(toast.id))}
        >
          {t('inplay.toast.more', { count: folded.length })}
        </button>
      )}
      {shown.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : undefined}
          data-toast={toast.kind}
          data-toast-id={toast.id}
        >
          <div className="toast__text">
            <strong className="toast__title">{toast.title ?? t(KIND_KEYS[toast.kind])}</strong>
            <span className="toast__message">{toast.message}</span>
          </div>
          <button
            type="button"
            className="toast__close"
            aria-label={t('popup.close')}
            onClick={() => closeToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
