/**
 * Notification toasts (spec §2 "Shared widgets"): success, error or warning, the title
 * defaulting to the translated kind, 300 px wide at the bottom right, each with a close button.
 */
import type { MessageKey } from '../../lib/i18n/messages';
import { $toasts, closeToast, type Toast, type ToastKind } from '../../lib/inplay/notify';
import { useClientStore } from './client-store';
import { useInplay } from './context';

const NO_TOASTS: readonly Toast[] = [];

const KIND_KEYS: Record<ToastKind, MessageKey> = {
  success: 'inplay.toast.success',
  error: 'inplay.toast.error',
  warning: 'inplay.toast.warning',
};

export default function Toaster() {
  const { t } = useInplay().screen;
  const toasts = useClientStore($toasts, NO_TOASTS);
  return (
    <div className="toaster" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.kind}`}
          role="status"
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
