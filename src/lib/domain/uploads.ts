/**
 * @module uploads
 * What an operator may upload (the favicon and the notification sounds): each
 * kind's size cap and the file types it takes, recognised by their content (magic bytes), never
 * by the name or the type the browser claims. SVG is not taken: it can carry script.
 */

export interface FileType {
  ext: 'png' | 'ico' | 'gif' | 'jpg' | 'webp' | 'wav' | 'mp3' | 'ogg';
  mime: string;
}

export const UPLOAD_KINDS = {
  favicon: { maxBytes: 256 * 1024, exts: ['png', 'ico', 'gif', 'jpg', 'webp'] },
  sound: { maxBytes: 1024 * 1024, exts: ['wav', 'mp3', 'ogg'] },
} as const satisfies Record<string, { maxBytes: number; exts: readonly FileType['ext'][] }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as UploadKind[];

/** The largest upload of any kind (the request body limit of the upload call). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

/** Where stored uploads are served, and the names they are stored under (generated, never sent). */
export const UPLOADS_PATH = '/uploads/';
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|ico|gif|jpg|webp|wav|mp3|ogg)$/;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: readonly { type: FileType; test: (b: Uint8Array) => boolean }[] = [
  {
    type: { ext: 'png', mime: 'image/png' },
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: { ext: 'ico', mime: 'image/x-icon' },
    test: (b) => startsWith(b, [0, 0, 1, 0]) && b.length > 6,
  },
  {
    type: { ext: 'gif', mime: 'image/gif' },
    test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  },
  { type: { ext: 'jpg', mime: 'image/jpeg' }, test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  {
    type: { ext: 'webp', mime: 'image/webp' },
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
  {
    type: { ext: 'wav', mime: 'audio/wav' },
    test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WAVE'), 8),
  },
  { type: { ext: 'ogg', mime: 'audio/ogg' }, test: (b) => startsWith(b, ascii('OggS')) },
  // An ID3 tag, or an MPEG audio frame's sync word (11 bits set) of layer III.
  {
    type: { ext: 'mp3', mime: 'audio/mpeg' },
    test: (b) => startsWith(b, ascii('ID3')) || (b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2),
  },
];

/**
 * The file's type by its first bytes, or null when it is none of the types taken.
 * @example sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])) // { ext: 'png', mime: 'image/png' }
 */
export function sniffType(bytes: Uint8Array): FileType | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

/** Whether a kind of upload takes this type. */
export function kindTakes(kind: UploadKind, type: FileType): boolean {
  return (UPLOAD_KINDS[kind].exts as readonly string[]).includes(type.ext);
}

/** The content type a stored upload is served with, from its generated name. */
export function storedType(name: string): string | null {
  const ext = UPLOAD_NAME.exec(name)?.[1];
  return SIGNATURES.find((s) => s.type.ext === ext)?.type.mime ?? null;
}
