/**
 * @module feed/create-feed
 * Wires the configured provider to the ingest: simulator (default), BetsAPI or a recording,
 * optionally recorded to JSONL on the way.
 */
import type { Config } from '../config';
import type { ReferenceNames } from '../contracts/feed-records';
import type { Database } from '../db/database';
import { createSqlFeedStore, type FeedStore } from '../db/repositories/feed-store';
import type { Logger } from '../logger';
import { createBetsApiProvider } from './betsapi/index';
import { isResponseRecording, recordingFetch, replayFetch } from './betsapi/recording';
import type { Bus } from './bus';
import { createIngest, type Ingest } from './ingest';
import { createRecorder, type Recorder } from './record';
import { createScoreCorrections, type ScoreCorrections } from './score-corrections';
import { createReplayProvider } from './replay';
import { createCatalogue } from './simulator/catalogue/index';
import { createSimClock } from './simulator/sim-clock';
import { createSimulator } from './simulator/simulator';
import type { FeedProvider, FeedSink } from './updates';

export interface Feed {
  provider: FeedProvider;
  ingest: Ingest;
  /** An administrator's live score corrections, held over the provider's snapshots. */
  corrections: ScoreCorrections;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createFeed(
  config: Config,
  database: Database,
  bus: Bus,
  logger: Logger,
  names?: ReferenceNames,
): Feed {
  // The feed's writes are live play: caches count them apart from everyone else's (db/database.ts).
  const store = createSqlFeedStore(database.liveDb);
  const ingest = createIngest({ store, bus, logger, names });
  const provider = createProvider(config, logger, store);
  // The provider's updates are recorded as sent, then hold the administrator's corrections.
  const corrections = createScoreCorrections(ingest.state, ingest);
  const corrected = corrections.wrap(ingest);
  let recorder: Recorder | undefined;
  // BetsAPI records its answers themselves (feed/betsapi/recording); the others their updates.
  const sink: FeedSink =
    config.RECORD_FILE && config.FEED !== 'betsapi'
      ? (recorder = createRecorder(config.RECORD_FILE, corrected))
      : corrected;
  return {
    provider,
    ingest,
    corrections,
    async start() {
      ingest.start();
      await provider.start(sink);
      // The first live state should be stored promptly rather than at the next flush.
      await ingest.flush();
    },
    async stop() {
      await provider.stop();
      await ingest.stop();
      await recorder?.close();
    },
  };
}

/** The configured provider: the simulator, BetsAPI (recording its answers), or a recording. */
function createProvider(config: Config, logger: Logger, store: FeedStore): FeedProvider {
  const finishedIds = (ids: readonly number[]) => store.finishedIds(ids);
  if (config.FEED === 'simulator')
    return createSimulator({
      catalogue: createCatalogue(config.SIM_SEED),
      seed: config.SIM_SEED,
      clock: createSimClock({ speed: config.SIM_SPEED }),
      backfill: config.SIM_HISTORY,
      earlierSeasons: { seasons: config.SIM_HISTORY_SEASONS },
      ...(config.SIM_HISTORY_DAYS === undefined ? {} : { historyDays: config.SIM_HISTORY_DAYS }),
      logger,
      finishedIds,
      // At SIM_SPEED above 1 the world runs ahead of the wall clock: a restart resumes it there.
      storedFeedTime: () => store.feedTime(),
    });
  const betsApi = {
    rateLimit: config.BETSAPI_RATE_LIMIT,
    requestTimeoutMs: config.BETSAPI_TIMEOUT_MS,
    intervals: { inplayLive: config.BETSAPI_LIVE_POLL_MS },
    backoffMaxMs: config.BETSAPI_BACKOFF_MAX_MS,
    logger,
    finishedIds,
  };
  if (config.FEED === 'replay') {
    const file = config.REPLAY_FILE!;
    if (!isResponseRecording(file))
      return createReplayProvider({
        file,
        speed: config.REPLAY_SPEED,
        shift: config.REPLAY_SHIFT,
        logger,
      });
    // A recorded BetsAPI session: the provider itself runs again, against the recorded answers.
    const recorded = replayFetch(file);
    logger.info(
      { file, answers: recorded.answers, skipped: recorded.skipped },
      'replaying recorded BetsAPI answers',
    );
    return createBetsApiProvider({
      ...betsApi,
      token: 'replay',
      baseUrl: 'http://betsapi.replay',
      rateLimit: 1_000_000,
      fetch: recorded.fetch,
    });
  }
  // loadConfig refuses FEED=betsapi without a token, naming BETSAPI_TOKEN.
  const token = config.BETSAPI_TOKEN!;
  return createBetsApiProvider({
    ...betsApi,
    token,
    baseUrl: config.BETSAPI_BASE_URL,
    ...(config.RECORD_FILE ? { fetch: recordingFetch(fetch, config.RECORD_FILE, token) } : {}),
  });
}
