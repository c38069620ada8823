import { describe, expect, it } from 'vitest';
import { uploadAccept, uploadTooLarge } from '../../../src/lib/admin/uploads';

describe('console uploads', () => {
  it.each([
    ['favicon', '.png,.ico,.gif,.jpg,.jpeg,.webp'],
    ['sound', '.wav,.mp3,.ogg'],
  ] as const)('the %s picker offers %s', (kind, accept) => {
    expect(uploadAccept(kind)).toBe(accept);
  });

  it.each([
    ['favicon', 1, null],
    ['favicon', 256 * 1024, null],
    ['favicon', 256 * 1024 + 1, 256],
    ['sound', 300 * 1024, null],
    ['sound', 1024 * 1024, null],
    ['sound', 1024 * 1024 + 1, 1024],
  ] as const)('a %s of %i bytes is over the cap: %s', (kind, bytes, cap) => {
    expect(uploadTooLarge(kind, bytes)).toBe(cap);
  });
});
