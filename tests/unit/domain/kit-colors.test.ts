import { describe, expect, it } from 'vitest';
import {
  KIT_DARK_DEFAULTS,
  isWhiteOrLightGrey,
  kitColor,
  kitPaint,
  normaliseColor,
} from '../../../src/lib/domain/kit-colors';

describe('kit icon colours (spec §5)', () => {
  it.each([
    ['#FFF', '#ffffff'],
    ['ffffff', '#ffffff'],
    [' #1A2b3C ', '#1a2b3c'],
    ['White', 'white'],
    ['', null],
    [null, null],
    ['#12345', null],
    ['rgb(1,2,3)', null],
  ])('reads %j as %j', (raw, color) => {
    expect(normaliseColor(raw)).toBe(color);
  });

  it.each([
    ['#ffffff', true],
    ['#fff', true],
    ['white', true],
    ['lightgrey', true],
    ['silver', true],
    ['#d3d3d3', true],
    ['#c0c0c0', true],
    ['#f5f5f5', true],
    ['#bfbfbf', false],
    ['#808080', false],
    ['#ffe4e1', false],
    ['#add8e6', false],
    ['#ff0000', false],
    ['black', false],
    [null, false],
  ])('calls %j white or light grey: %s', (color, light) => {
    expect(isWhiteOrLightGrey(color)).toBe(light);
  });

  it.each([
    ['#ffffff', 'home', '#652c2c'],
    ['#FFFFFF', 'away', '#622745'],
    ['lightgray', 'away', '#622745'],
    ['#e0e0e0', 'home', '#652c2c'],
    ['#0033AA', 'home', '#0033aa'],
    ['red', 'away', 'red'],
    ['', 'home', null],
  ] as const)('paints %j on the %s side as %j', (color, side, painted) => {
    expect(kitColor(color, side)).toBe(painted);
  });

  it('keeps the spec’s dark defaults', () => {
    expect(KIT_DARK_DEFAULTS).toEqual({ home: '#652c2c', away: '#622745' });
  });

  it.each([
    [{ color: '#fff', kit_color: '#0033aa' }, 'home', { body: '#652c2c', trim: '#0033aa' }],
    [{ color: '#0033aa', kit_color: '#eeeeee' }, 'away', { body: '#0033aa', trim: '#622745' }],
    [{ color: '#0033aa', kit_color: null }, 'home', { body: '#0033aa', trim: '#0033aa' }],
    [{}, 'away', { body: null, trim: null }],
  ] as const)('paints the kit %j (%s)', (team, side, paint) => {
    expect(kitPaint(team, side)).toEqual(paint);
  });
});
