/**
 * @module feed/simulator/engines
 * The engine of each sport.
 */
import type { SportId } from '../../../../lib/domain/sports';
import { americanFootballEngine } from './american-football';
import { baseballEngine } from './baseball';
import { basketballEngine } from './basketball';
import type { SportEngine } from './engine';
import { esportsEngine } from './esports';
import { handballEngine } from './handball';
import { iceHockeyEngine } from './ice-hockey';
import { soccerEngine } from './soccer';
import { tennisEngine } from './tennis';
import { volleyballEngine } from './volleyball';

export const ENGINES: Record<SportId, SportEngine<unknown>> = {
  1: soccerEngine as SportEngine<unknown>,
  12: americanFootballEngine as SportEngine<unknown>,
  13: tennisEngine as SportEngine<unknown>,
  16: baseballEngine as SportEngine<unknown>,
  17: iceHockeyEngine as SportEngine<unknown>,
  18: basketballEngine as SportEngine<unknown>,
  78: handballEngine as SportEngine<unknown>,
  91: volleyballEngine as SportEngine<unknown>,
  151: esportsEngine as SportEngine<unknown>,
};
