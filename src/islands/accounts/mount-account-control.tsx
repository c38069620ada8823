/** Mounts the signed-in account control in the shell's account slot (loaded only with a session). */
import { createRoot } from 'react-dom/client';
import type { Language } from '../../lib/domain/languages';
import AccountControl from './AccountControl';

export function mountAccountControl(slot: HTMLElement, lang: Language): void {
  createRoot(slot).render(<AccountControl lang={lang} />);
}
