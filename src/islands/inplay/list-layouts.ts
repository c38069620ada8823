/**
 * The per-sport list layouts as one module: a view that shows any of them usually shows several
 * (the odds view has a section per sport), and one file compresses better than four.
 */
export { default as baseball } from './BaseballCards';
export { default as period } from './PeriodTables';
export { default as soccer } from './SoccerList';
export { default as tennis } from './TennisList';
