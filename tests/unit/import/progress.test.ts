import { describe, expect, it } from 'vitest';
import { createProgress, renderBar } from '../../../src/server/import/progress';
import { sportOfText } from '../../../src/server/import/cli';

describe('progress bar', () => {
  it.each([
    [0, 380, 10, '[..........]   0% 0/380'],
    [190, 380, 10, '[#####.....]  50% 190/380'],
    [379, 380, 10, '[##########]  99% 379/380'],
    [760, 760, 4, '[####] 100% 760/760'],
    [0, 0, 4, '[####] 100% 0/0'],
  ])('%i of %i', (done, total, width, text) => {
    expect(renderBar(done, total, width)).toBe(text);
  });

  const stream = (isTTY: boolean) => {
    const writes: string[] = [];
    return { isTTY, writes, write: (t: string) => writes.push(t) };
  };

  it('draws in place on a terminal, once per percent, and clears at the end', () => {
    const tty = stream(true);
    const bar = createProgress(tty, 'E0.csv');
    for (let done = 0; done <= 760; done += 1) bar.update(done, 760);
    bar.finish();
    expect(tty.writes.length).toBe(102);
    expect(tty.writes[0]).toMatch(/^\rE0\.csv \[\.+\]   0% 0\/760$/);
    expect(tty.writes.at(-2)).toMatch(/100% 760\/760$/);
    expect(tty.writes.at(-1)).toBe('\r\x1b[2K');
  });

  it('stays silent in a pipe or log file, and for small files', () => {
    const pipe = stream(false);
    createProgress(pipe, 'E0.csv').update(10, 760);
    const tty = stream(true);
    const small = createProgress(tty, 'tiny.csv');
    small.update(1, 20);
    small.finish();
    expect([pipe.writes, tty.writes]).toEqual([[], []]);
  });
});

describe('sport names on the command line', () => {
  it.each([
    ['baseball', 16],
    ['Soccer', 1],
    ['football', 1],
    ['ice-hockey', 17],
    ['ice hockey', 17],
    ['hockey', 17],
    ['American_Football', 12],
    ['volleyball', 91],
    ['16', 16],
    ['cricket', undefined],
    ['2', undefined],
  ])('%s → %s', (text, id) => {
    expect(sportOfText(text)).toBe(id);
  });
});
