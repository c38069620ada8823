/**
 * @module db/write-version
 * A counter of the writes made through this process's Kysely instance, so that what is derived
 * from stored data (cached lists, tables, rendered pages) can tell it is out of date without
 * reading the database on every request. Counting in a Kysely plugin catches every writer that
 * shares the instance: the ingest's flushes, imports, administrator calls, tests' direct inserts.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const WRITE_NODES = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
  'CreateTableNode',
  'DropTableNode',
  'AlterTableNode',
]);
// Raw SQL is mostly reads (`select 1`, aggregates); only statements that start as writes count.
const RAW_WRITE = /^\s*(insert|update|delete|replace|merge|create|drop|alter|truncate)\b/i;

function isWrite(node: RootOperationNode): boolean {
  if (WRITE_NODES.has(node.kind)) return true;
  return node.kind === 'RawNode' && RAW_WRITE.test(node.sqlFragments[0] ?? '');
}

export interface WriteVersion {
  /** Grows whenever a write starts or ends; equal numbers mean no write happened in between. */
  current(): number;
  /** Another node wrote (it said so over Redis): answers made before are stale too. */
  elsewhere(): void;
}

/**
 * The plugin and its counter. A write bumps the counter when it is sent and again when it has
 * answered, so a read that ran while the write was in flight is tagged with a version that is
 * already stale by the time the write is visible.
 * @example const writes = writeVersionPlugin(); new Kysely({ dialect, plugins: [writes] }); writes.current();
 */
export function writeVersionPlugin(): KyselyPlugin & WriteVersion {
  let version = 0;
  const writes = new WeakSet<object>();
  return {
    current: () => version,
    elsewhere: () => {
      version++;
    },
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      if (isWrite(args.node)) {
        version++;
        writes.add(args.queryId);
      }
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(args.queryId)) version++;
      return args.result;
    },
  };
}
