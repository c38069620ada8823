/**
 * @module feed/betsapi
 * FEED=betsapi: the BetsAPI (bet365) provider.
 */
export { createBetsApiProvider, type BetsApiOptions, type BetsApiProvider } from './provider';
export { DEFAULT_INTERVALS, type Intervals } from './jobs';
