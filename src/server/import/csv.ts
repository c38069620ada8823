/**
 * @module import/csv
 * A small RFC 4180 reader: comma-separated fields, double-quoted fields that may hold commas,
 * quotes (doubled) and line breaks, CRLF, LF or CR line ends, and a UTF-8 byte-order mark.
 * Each record keeps the line it starts on, so errors can point at the file's own line numbers.
 * @see https://www.rfc-editor.org/rfc/rfc4180
 */

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

/** A malformed file or row, located by its 1-based line number. */
export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
    readonly column?: string,
  ) {
    super(`line ${line}${column ? `, column ${column}` : ''}: ${reason}`);
    this.name = 'CsvError';
  }
}

/**
 * Every record of a CSV text, the header included. Blank lines are skipped.
 * @example parseCsv('a,b\n1,"x, y"\n') // [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1', 'x, y'] }]
 */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let afterQuote = false;
  let i = 0;

  const endRecord = () => {
    fields.push(field);
    // A blank line is no record (RFC 4180 allows none; files often end with several).
    if (!(fields.length === 1 && fields[0] === '' && !afterQuote)) {
      records.push({ line: start, fields });
    }
    fields = [];
    field = '';
    afterQuote = false;
  };

  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
        i++;
        continue;
      }
      if (c === '\n' || (c === '\r' && src[i + 1] !== '\n')) line++;
      field += c;
      i++;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
      continue;
    }
    if (afterQuote) {
      throw new CsvError(line, 'text after a closing quote (quote a field whole, "" for a quote)');
    }
    if (c === '"') {
      if (field !== '') {
        throw new CsvError(line, 'a quote inside an unquoted field (quote the whole field)');
      }
      quoted = true;
      quoteLine = line;
      i++;
      continue;
    }
    field += c;
    i++;
  }
  if (quoted) throw new CsvError(quoteLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0 || afterQuote) endRecord();
  return records;
}

/** One data row with its cells looked up by header name. */
export interface CsvRow {
  line: number;
  /** The trimmed cell under `column`; '' when the column is absent or the row is short. */
  get(column: string): string;
  has(column: string): boolean;
}

export interface CsvTable {
  columns: readonly string[];
  rows: CsvRow[];
}

/**
 * The records of a CSV with a header line as rows addressable by column name. Rows whose cells
 * are all empty (spreadsheet exports end with `,,,,` lines) are left out; a row with more
 * cells than the header is an error.
 * @example csvTable('a,b\n1,2').rows[0]?.get('b') // '2'
 */
export function csvTable(text: string): CsvTable {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new CsvError(1, 'the file is empty (a header line is required)');
  const columns = header.fields.map((name) => name.trim());
  const index = new Map<string, number>();
  columns.forEach((name, i) => {
    if (name !== '' && !index.has(name)) index.set(name, i);
  });
  const rows: CsvRow[] = [];
  for (const record of records) {
    if (record.fields.every((f) => f.trim() === '')) continue;
    const extra = record.fields.slice(columns.length).some((f) => f.trim() !== '');
    if (extra) {
      throw new CsvError(
        record.line,
        `${record.fields.length} fields but the header has ${columns.length}`,
      );
    }
    const fields = record.fields;
    rows.push({
      line: record.line,
      get: (column) => {
        const i = index.get(column);
        return i === undefined ? '' : (fields[i] ?? '').trim();
      },
      has: (column) => index.has(column),
    });
  }
  return { columns, rows };
}
