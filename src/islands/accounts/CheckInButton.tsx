/**
 * The daily check-in of a signed-in user (spec §1, §7 "User": one per day, the day in
 * Asia/Seoul). Once today is claimed it says so and stays disabled, also after a reload.
 */
import { useEffect, useState } from 'react';
import type { Translate } from '../../lib/i18n/messages';
import { claimCheckIn, fetchCheckIn } from './check-in';

type Phase = 'loading' | 'open' | 'working' | 'claimed' | 'failed';

export default function CheckInButton({ t }: { t: Translate }) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let live = true;
    void fetchCheckIn().then((today) => {
      if (live) setPhase(today?.claimed ? 'claimed' : 'open');
    });
    return () => {
      live = false;
    };
  }, []);

  const claim = async () => {
    setPhase('working');
    setAnnouncement('');
    const date = await claimCheckIn();
    if (date) {
      setPhase('claimed');
      setAnnouncement(t('accounts.checkIn.claimed', { date }));
    } else {
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
