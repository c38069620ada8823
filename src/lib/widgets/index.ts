/**
 * @module widgets
 * Rules of the shared widgets and the search bar (spec §2 "Shared widgets", "Search bar", §5):
 * amounts, picker formats and ranges, the search query, placeholder and dialog wordings.
 */
export * from './amount';
export * from './date-format';
export * from './date-range';
export * from './dialogs';
export * from './placeholders';
export * from './search-query';
