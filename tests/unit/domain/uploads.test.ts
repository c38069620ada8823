/**
 * Uploads are typed by their content, not their name: the magic bytes of
 * each type taken, and what is refused whatever it is called (markup, SVG, scripts, empty).
 */
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_NAME,
  kindTakes,
  sniffType,
  storedType,
  type UploadKind,
} from '../../../src/lib/domain/uploads';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('sniffType', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['ico', bytes([0, 0, 1, 0, 1, 0, 16, 16])],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF')],
    ['webp', bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ')],
    ['wav', bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ')],
    ['ogg', bytes('OggS', [0, 2, 0, 0])],
    ['mp3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64])],
  ])('reads %s from its first bytes', (ext, file) => {
    expect(sniffType(file)?.ext).toBe(ext);
  });

  it.each([
    ['html', bytes('<!doctype html><script>alert(1)</script>')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['javascript', bytes('alert(1)')],
    ['empty', bytes()],
    ['a png signature cut short', bytes([0x89], 'PN')],
    ['RIFF of another kind', bytes('RIFF', [36, 0, 0, 0], 'AVI LIST')],
  ])('refuses %s', (_, file) => {
    expect(sniffType(file)).toBeNull();
  });
});

describe('kinds', () => {
  it.each([
    ['favicon', 'png', true],
    ['favicon', 'ico', true],
    ['favicon', 'wav', false],
    ['sound', 'mp3', true],
    ['sound', 'ogg', true],
    ['sound', 'png', false],
  ] as const)('a %s takes %s: %s', (kind: UploadKind, ext, taken) => {
    expect(kindTakes(kind, { ext, mime: '' })).toBe(taken);
  });

  it.each([
    ['0123456789abcdef0123456789abcdef.png', 'image/png'],
    ['0123456789abcdef0123456789abcdef.wav', 'audio/wav'],
    ['../../etc/passwd', null],
    ['0123456789abcdef0123456789abcdef.svg', null],
    ['0123456789ABCDEF0123456789abcdef.png', null],
    ['short.png', null],
  ])('serves %s as %s', (name, type) => {
    expect(storedType(name)).toBe(type);
    expect(UPLOAD_NAME.test(name)).toBe(type !== null);
  });
});
