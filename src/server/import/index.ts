/**
 * @module import
 * Importers of real data: football-data.co.uk results and odds, generic results files, and
 * the writer they share (one transaction per file, idempotent).
 */
export { EXIT, runImportCli, sportOfText, USAGE } from './cli';
export { CsvError, csvTable, parseCsv } from './csv';
export { mapFootballData } from './football-data';
export { mapResults } from './results';
export { formatSummary } from './summary';
export type { ImportPlan, ImportSummary } from './types';
export { writeImport } from './writer';
