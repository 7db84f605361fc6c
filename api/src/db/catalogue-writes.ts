/**
 * A Kysely plugin that counts writes to the catalogue tables, so caches of catalogue answers
 * (catalogue/routes/cached-answer.ts) know when to forget them. It sees every INSERT, UPDATE, DELETE and
 * MERGE built with Kysely on this connection (the catalogue import, tests, a future editor), at
 * once; raw `sql` strings and other processes are not seen here, but raise the database's own
 * counter, which the version also follows (catalogue-version.ts).
 */
import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from './schema';

/** The tables the public catalogue answers are read from. */
export const CATALOGUE_TABLES: ReadonlySet<string> = new Set<keyof Database>([
  'destinations',
  'packages',
  'itinerary_days',
  'faqs',
  'blogs',
  'slug_redirects',
  'site_documents',
]);

function tableName(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

function writtenTables(node: RootOperationNode): (string | undefined)[] {
  if (InsertQueryNode.is(node)) return [tableName(node.into)];
  if (UpdateQueryNode.is(node)) return [tableName(node.table)];
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableName);
  if (MergeQueryNode.is(node)) return [tableName(node.into)];
  return [];
}

export class CatalogueWriteWatcher implements KyselyPlugin {
  #version = 0;
  readonly #writes = new WeakSet<QueryId>();

  /** Changes whenever a catalogue write starts or finishes. */
  get version(): number {
    return this.#version;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writtenTables(node).some((table) => table !== undefined && CATALOGUE_TABLES.has(table))) {
      this.#version += 1;
      this.#writes.add(queryId);
    }
    return node;
  }

  // Counted again once done: an answer read while the write ran may hold the old rows, and the
  // cache refuses answers whose reads started under another version.
  async transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.#version += 1;
    return result;
  }
}
