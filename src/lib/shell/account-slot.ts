/**
 * @module shell/account-slot
 * The shell header's account slot (spec §6): visitors get the login and register links the
 * server rendered in a template, with no React; with a session the slot mounts the signed-in
 * control (name, check-in, logout), whose code is loaded only then.
 */
import { $userId, currentToken } from '../stores/user';

/**
 * Fills `[data-account-slot]` for a visitor, or calls `mountSignedIn` once a session exists
 * (also when the user signs in in another tab); the signed-in control then follows sign-outs.
 * @example startAccountSlot((slot) => import('./mount').then((m) => m.mount(slot)))
 */
export function startAccountSlot(mountSignedIn: (slot: HTMLElement) => void): void {
  const slot = document.querySelector<HTMLElement>('[data-account-slot]');
  const visitor = document.querySelector<HTMLTemplateElement>('template[data-account-visitor]');
  if (!slot || !visitor) return;
  let mounted = false;
  $userId.subscribe((userId) => {
    if (mounted) return;
    if (userId === null || currentToken() === null) {
      if (!slot.querySelector('[data-account="signed-out"]')) {
        slot.replaceChildren(visitor.content.cloneNode(true));
      }
      return;
    }
    mounted = true;
    slot.replaceChildren();
    mountSignedIn(slot);
  });
}
