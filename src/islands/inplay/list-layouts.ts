/**
 * The per-sport list layouts, the lists built of them and the league tabs' day strip, as one module: a view that shows any
 * of them usually shows several (the odds view has a section per sport), and one file
 * compresses better than four.
 */
export { default as PerSportList } from './PerSportList';
// The league tabs' day strip: shown only with their lists.
export { default as DayStrip } from './DayStrip';
