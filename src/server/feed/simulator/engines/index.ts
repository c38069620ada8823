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
  1: soccerEngine,
  12: americanFootballEngine,
  13: tennisEngine,
  16: baseballEngine,
  17: iceHockeyEngine,
  18: basketballEngine,
  78: handballEngine,
  91: volleyballEngine,
  151: esportsEngine,
};
