/**
 * The daily check-in of a signed-in user (spec §1, §7 "User": one per day, the day in
 * Asia/Seoul). Once today is claimed it says so and stays disabled, also after a reload.
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api/browser-client';
import { ApiError } from '../../lib/api/client';
import { checkInBody } from '../../lib/domain/account-screens';
import type { Translate } from '../../lib/i18n/messages';

/** `GET /user/check-in` body (only what the button needs). */
interface CheckInStatus {
  today?: { date?: string; claimed?: boolean };
}

type Phase = 'loading' | 'open' | 'working' | 'claimed' | 'failed';

export default function CheckInButton({ t }: { t: Translate }) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [announcement, setAnnouncement] = useState('');

  const fetchStatus = useCallback(async (): Promise<CheckInStatus['today'] | null> => {
    try {
      const body = await api().get<CheckInStatus>('/user/check-in');
      return body.today ?? null;
    } catch {
      // 401/418 are handled by the client (redirect); anything else leaves the button usable.
      return null;
    }
  }, []);

  useEffect(() => {
    let live = true;
    void fetchStatus().then((today) => {
      if (live) setPhase(today?.claimed ? 'claimed' : 'open');
    });
    return () => {
      live = false;
    };
  }, [fetchStatus]);

  const claimed = (date: string) => {
    setPhase('claimed');
    setAnnouncement(t('accounts.checkIn.claimed', { date }));
  };

  const claim = async () => {
    setPhase('working');
    setAnnouncement('');
    const body = checkInBody(Date.now());
    try {
      await api().post('/user/check-in', body);
      claimed(body.date.slice(0, 10));
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        claimed(body.date.slice(0, 10));
        return;
      }
      if (!(error instanceof ApiError && error.status === 400)) {
        setPhase('failed');
        setAnnouncement(t('accounts.checkIn.failed'));
        return;
      }
    }
    // 400: this device's clock names another day than the server's Seoul day; use the server's.
    const today = await fetchStatus();
    if (today?.claimed && today.date) return claimed(today.date);
    if (!today?.date) {
      setPhase('failed');
      setAnnouncement(t('accounts.checkIn.failed'));
      return;
    }
    try {
      await api().post('/user/check-in', checkInBody(today.date));
      claimed(today.date);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return claimed(today.date);
      setPhase('failed');
      setAnnouncement(t('accounts.checkIn.failed'));
    }
  };

  const isClaimed = phase === 'claimed';
  return (
    <>
      <button
        type="button"
        className={`check-in${isClaimed ? ' check-in--done' : ''}`}
        data-check-in={phase}
        disabled={phase !== 'open' && phase !== 'failed'}
        aria-busy={phase === 'working' || phase === 'loading'}
        onClick={() => void claim()}
      >
        <span aria-hidden="true">{isClaimed ? '✔' : '☑'}</span>{' '}
        {isClaimed
          ? t('accounts.checkIn.done')
          : phase === 'working'
            ? t('accounts.checkIn.working')
            : t('accounts.checkIn.button')}
      </button>
      <span
        className={phase === 'failed' ? 'check-in__error' : 'account-sr-only'}
        role="status"
        aria-live="polite"
      >
        {announcement}
      </span>
    </>
  );
}
