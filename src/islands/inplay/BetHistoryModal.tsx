/**
 * The bet-history modal the spec names (spec §1: bet history exists by name only; bet and game
 * lifecycles are not shown), so it holds no bet data.
 */
import Modal from './Modal';
import { useInplay } from './context';

export default function BetHistoryModal({ onClose }: { onClose: () => void }) {
  const { t } = useInplay().screen;
  return (
    <Modal title={t('inplay.betHistory.title')} onClose={onClose} className="modal--history">
      <p className="empty" data-empty>
        {t('inplay.betHistory.empty')}
      </p>
      <p>
        <a href="/bet/history/inplay">{t('inplay.betHistory.link')}</a>
      </p>
    </Modal>
  );
}
