/**
 * A dialog (spec §4 "Modal"): closes on Escape or the close button unless `forceShow`, and can
 * be dragged by its title bar only when the window is wider than 991 px (spec §9).
 */
import { useEffect, useRef, useState, type ReactNode, type PointerEvent } from 'react';
import { BREAKPOINTS } from '../../lib/domain/constants';
import { useInplay } from './context';

interface Props {
  title: string;
  onClose: () => void;
  forceShow?: boolean;
  children: ReactNode;
  className?: string;
}

export default function Modal({
  title,
  onClose,
  forceShow = false,
  children,
  className = '',
}: Props) {
  const { t } = useInplay().screen;
  const dialog = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !forceShow) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose, forceShow]);

  const draggable = () => window.innerWidth > BREAKPOINTS.modalDraggable;
  const onDown = (e: PointerEvent<HTMLElement>) => {
    if (!draggable() || (e.target as HTMLElement).closest('button')) return;
    drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    setOffset({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y });
  };
  const onUp = () => {
    drag.current = null;
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <header
          className="modal__head"
          data-drag-handle
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
        >
          <h2 className="modal__title">{title}</h2>
          {!forceShow && (
            <button
              type="button"
              className="modal__close"
              onClick={onClose}
              aria-label={t('popup.close')}
            >
              ×
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
