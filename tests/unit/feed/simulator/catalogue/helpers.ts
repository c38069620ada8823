// Shared checks for the catalogue tests: scripts of Korean and Japanese text, ages.
import type { Names } from '../../../../../src/server/feed/simulator/catalogue/types';

export const HANGUL = /[\uAC00-\uD7A3]/;
/** Hiragana, katakana (incl. the middle dot ・ and prolonged mark ー) or CJK ideographs. */
export const JAPANESE_SCRIPT = /[\u3040-\u30FF\u4E00-\u9FFF]/;

/**
 * Brands written in Latin letters in that language too (e-sports teams). Each must equal the
 * English name, so the exception cannot hide a missing translation.
 */
export const LATIN_BRANDS = { kr: ['T1', 'DRX'], jp: ['Gen.G', 'T1', 'DRX'] } as const;

export function scriptProblems(names: Names): string[] {
  const problems: string[] = [];
  if (!names.en.trim() || !names.kr.trim() || !names.jp.trim()) problems.push('empty name');
  const krBrand = (LATIN_BRANDS.kr as readonly string[]).includes(names.kr);
  const jpBrand = (LATIN_BRANDS.jp as readonly string[]).includes(names.jp);
  if (!HANGUL.test(names.kr) && !(krBrand && names.kr === names.en)) {
    problems.push(`kr without Hangul: ${names.kr}`);
  }
  if (!JAPANESE_SCRIPT.test(names.jp) && !(jpBrand && names.jp === names.en)) {
    problems.push(`jp without kana/kanji: ${names.jp}`);
  }
  return problems;
}

/** Whole years between a YYYY-MM-DD birthdate and 2026-01-01. */
export function ageOnNewYear2026(birthdate: string): number {
  const [year = 0, month = 1, day = 1] = birthdate.split('-').map(Number);
  const hadBirthday = month === 1 && day === 1;
  return 2026 - year - (hadBirthday ? 0 : 1);
}
