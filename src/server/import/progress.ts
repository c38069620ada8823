/**
 * @module import/progress
 * A one-line progress bar for large imports, drawn on a terminal's stderr (redrawn in place
 * with a carriage return) and silent when stderr is a file or pipe, so logs stay clean.
 */

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * The bar text for `done` of `total`.
 * @example renderBar(190, 380, 10) // '[#####.....]  50% 190/380'
 */
export function renderBar(done: number, total: number, width = 30): string {
  const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
  const filled = Math.round(share * width);
  const percent = String(Math.floor(share * 100)).padStart(3, ' ');
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% ${done}/${total}`;
}

export interface Progress {
  update(done: number, total: number): void;
  /** Clears the bar (the summary follows on a clean line). */
  finish(): void;
}

/**
 * A progress bar for one file, drawn only on a terminal and only when `total` reaches
 * `minTotal` (small files finish before a bar helps).
 * @example const bar = createProgress(process.stderr, 'E0.csv'); bar.update(10, 760); bar.finish();
 */
export function createProgress(stream: ProgressStream, label: string, minTotal = 200): Progress {
  let shown = false;
  let lastPercent = -1;
  return {
    update(done, total) {
      if (!stream.isTTY || total < minTotal) return;
      const percent = Math.floor((done / total) * 100);
      if (percent === lastPercent) return;
      lastPercent = percent;
      shown = true;
      stream.write(`\r${label} ${renderBar(done, total)}`);
    },
    finish() {
      // Erase the line: carriage return, then ANSI "erase in line".
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}
