// The product reference's sections cited in src/ ("§4", "§7.2") and whether each one is a
// heading of docs/product/*.md. Citations of outside standards (RFC, NIST SP 800-63B, ASVS)
// are not the product's and are left out.
import { byText, readText, walk } from './source-files.mjs';

export const PRODUCT_DIR = 'docs/product';
const SOURCE_DIR = 'src';
const TEXT = /\.(ts|tsx|mts|js|jsx|mjs|astro|css|md|mdx|json|html|sql|ya?ml)$/;
const CITATION = /§(\d+(?:\.\d+)*)/g;
/** A standard named before a citation: the section is that standard's, not ours. */
const EXTERNAL = /\bRFC\b|\bSP 800-63B\b|\bNIST\b|\bASVS\b/;
/** What may stand between two citations of one list (`RFC 9110 §13.1.2, §15.5`). */
const LIST_GAP = /^[\s,;/&–-]*(?:and|or)?[\s,;/&–-]*$/;
const HEADING = /^#{1,6}[ \t]+§(\d+(?:\.\d+)*)(?:[ \t]|$)/;

/**
 * Section numbers in their reading order: §2 < §2.1 < §2.10 < §10.
 * @example ['10', '2.1', '2'].sort(bySection) // ['2', '2.1', '10']
 */
export function bySection(a, b) {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === undefined || y[i] === undefined) return x.length - y.length;
    if (x[i] !== y[i]) return x[i] - y[i];
  }
  return 0;
}

/**
 * The product sections a line cites, left out those of a standard named before them.
 * @example lineCitations('spec §4; RFC 9110 §13.1.2') // ['4']
 * @param {string} line
 * @returns {string[]}
 */
export function lineCitations(line) {
  const found = [];
  let from = 0;
  let external = false;
  for (const m of line.matchAll(CITATION)) {
    const gap = line.slice(from, m.index);
    external = EXTERNAL.test(gap) || (external && LIST_GAP.test(gap));
    if (!external) found.push(m[1]);
    from = m.index + m[0].length;
  }
  return found;
}

/** Every citation in src/: its section, file and line. */
function citations(root) {
  const found = [];
  for (const file of walk(root, SOURCE_DIR).filter((rel) => TEXT.test(rel))) {
    readText(root, file)
      .split('\n')
      .forEach((text, i) => {
        for (const section of lineCitations(text)) found.push({ section, file, line: i + 1 });
      });
  }
  return found;
}

/**
 * The sections that have a heading in docs/product/*.md (`# §2 Screens and routes` gives `2`),
 * or null when there is no docs/product/ folder. Fenced code is not read.
 * @example productHeadings('/repo') // Set { '1', '2', '2.1', … }
 */
export function productHeadings(root) {
  const files = walk(root, PRODUCT_DIR).filter((rel) => rel.endsWith('.md'));
  if (files.length === 0) return null;
  const sections = new Set();
  for (const file of files) {
    let fenced = false;
    for (const line of readText(root, file).split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const heading = !fenced && HEADING.exec(line);
      if (heading) sections.add(heading[1]);
    }
  }
  return sections;
}

/**
 * @typedef {object} CitedSection
 * @property {string} section `2`, `7.2`
 * @property {number} total its citations in src/
 * @property {boolean} resolved whether a heading of docs/product/*.md starts with it
 * @property {{ file: string, lines: number[] }[]} files the files citing it, with the lines
 */

/**
 * The cited sections, each with its citing files (and the lines in each), and whether it
 * resolves to a heading of docs/product/; `productFound` is false when that folder is absent.
 * @example specMap('/repo').sections[0] // { section: '1', total: 28, resolved: true, files: [{ file, lines }] }
 * @param {string} root
 * @returns {{ productFound: boolean, sections: CitedSection[] }}
 */
export function specMap(root) {
  const headings = productHeadings(root);
  const bySectionFile = new Map();
  for (const { section, file, line } of citations(root)) {
    const files = bySectionFile.get(section) ?? new Map();
    files.set(file, [...(files.get(file) ?? []), line]);
    bySectionFile.set(section, files);
  }
  const sections = [...bySectionFile.keys()].sort(bySection).map((section) => {
    const files = [...bySectionFile.get(section)]
      .map(([file, lines]) => ({ file, lines }))
      .sort((a, b) => byText(a.file, b.file));
    const total = files.reduce((sum, f) => sum + f.lines.length, 0);
    return { section, total, resolved: headings?.has(section) ?? false, files };
  });
  return { productFound: headings !== null, sections };
}
