/**
 * @module admin/uploads
 * The console's file uploads (favicon, sounds): what the file picker offers and the size check
 * made before sending. The server decides by the file's content; these only spare a round trip.
 */
import { UPLOAD_KINDS, type UploadKind } from '../domain/uploads';

/**
 * The file input's `accept` value for a kind.
 * @example uploadAccept('sound') // '.wav,.mp3,.ogg'
 */
export function uploadAccept(kind: UploadKind): string {
  const exts: readonly string[] = UPLOAD_KINDS[kind].exts;
  return exts.flatMap((ext) => (ext === 'jpg' ? ['.jpg', '.jpeg'] : [`.${ext}`])).join(',');
}

/**
 * The kind's cap in KB when a file of `bytes` is over it, else null.
 * @example uploadTooLarge('favicon', 300 * 1024) // 256
 */
export function uploadTooLarge(kind: UploadKind, bytes: number): number | null {
  const { maxBytes } = UPLOAD_KINDS[kind];
  return bytes > maxBytes ? maxBytes / 1024 : null;
}
