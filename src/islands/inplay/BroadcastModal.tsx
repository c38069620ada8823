/**
 * The broadcast modal (spec §2 "Pop-up windows": a modal holds a video or iframe 600 px high;
 * §4 broadcast only when live): the match's url in a sandboxed iframe, closed by its button or
 * Escape. Its own lazy chunk, so the in-play first load only carries the button.
 */
import { createPortal } from 'react-dom';
import css from '../../styles/panels/broadcast.css?inline';
import { ensurePanelStyle } from '../panels/panel-style';
import { awayName, homeName, type InplayRow } from '../../lib/inplay/row';
import { BROADCAST_HEIGHT, broadcastSandbox, broadcastSrc } from '../../lib/panels/broadcast';
import { useInplay } from './context';
import Modal from './Modal';

ensurePanelStyle('broadcast', css);

export default function BroadcastModal({ row, onClose }: { row: InplayRow; onClose: () => void }) {
  const { t, lang } = useInplay().screen;
  const src = broadcastSrc(row.url, window.location.href);
  const home = homeName(row, lang);
  const away = awayName(row, lang);
  return createPortal(
    <Modal
      title={`${t('inplay.broadcast')} · ${home} - ${away}`}
      onClose={onClose}
      className="modal--broadcast"
    >
      {src ? (
        <iframe
          className="broadcast-frame"
          data-broadcast-frame
          src={src}
          title={t('panel.broadcast.frame', { home, away })}
          height={BROADCAST_HEIGHT}
          sandbox={broadcastSandbox(src, window.location.origin)}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="empty">{t('panel.broadcast.unavailable')}</p>
      )}
    </Modal>,
    document.body,
  );
}
