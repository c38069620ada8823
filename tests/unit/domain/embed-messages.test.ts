import { describe, expect, it } from 'vitest';
import { parseEmbedMessage } from '../../../src/lib/domain/embed-messages';

describe('messages from the embedding page (spec §1)', () => {
  it.each([
    [
      { type: 'set_height', height: 800 },
      { type: 'set_height', height: 800 },
    ],
    [
      { type: 'set_height', height: '640.4' },
      { type: 'set_height', height: 640 },
    ],
    ['{"type":"set_height","height":500}', { type: 'set_height', height: 500 }],
    [{ type: 'logout' }, { type: 'logout' }],
    ['{"type":"logout"}', { type: 'logout' }],
  ])('%o is accepted', (data, expected) => {
    expect(parseEmbedMessage(data)).toEqual(expected);
  });

  it.each([
    [null],
    [42],
    ['not json'],
    [{ type: 'set_height' }],
    [{ type: 'set_height', height: -1 }],
    [{ type: 'set_height', height: 'tall' }],
    [{ type: 'set_height', height: 1e9 }],
    [{ type: 'eval', code: 'x' }],
  ])('%o is ignored', (data) => {
    expect(parseEmbedMessage(data)).toBeNull();
  });
});
