/**
 * A Kysely plugin that sanitises rich-text columns in every INSERT and UPDATE it sees, so no
 * write path (the catalogue import today, an editor tomorrow) can store markup the site would run.
 */
import {
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  OperationNodeTransformer,
  PrimitiveValueListNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { sanitiseHtml } from '../content/sanitise-html';
import type { Database } from './schema';

/** The columns the front end renders as HTML. */
export const RICH_TEXT_COLUMNS = {
  destinations: ['description'],
  packages: ['information'],
  blogs: ['description'],
} as const satisfies { [T in keyof Database]?: readonly (keyof Database[T])[] };

function richColumnsOf(table: OperationNode | undefined): readonly string[] {
  if (!table || !TableNode.is(table)) return [];
  return (
    (RICH_TEXT_COLUMNS as Record<string, readonly string[]>)[table.table.identifier.name] ?? []
  );
}

const clean = (value: unknown) => (typeof value === 'string' ? sanitiseHtml(value) : value);

class RichTextSanitiser extends OperationNodeTransformer {
  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const rich = richColumnsOf(node.into);
    if (rich.length === 0 || !node.columns || !node.values || !ValuesNode.is(node.values)) {
      return node;
    }
    const positions = node.columns
      .map((column, index) => (rich.includes(column.column.name) ? index : -1))
      .filter((index) => index >= 0);
    const rows = node.values.values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        const values = [...row.values];
        for (const i of positions) values[i] = clean(values[i]);
        return PrimitiveValueListNode.create(values);
      }
      return ValueListNode.create(
        row.values.map((value, i) => (positions.includes(i) ? cleanValueNode(value) : value)),
      );
    });
    return InsertQueryNode.cloneWith(node, { values: ValuesNode.create(rows) });
  }

  protected override transformUpdateQuery(node: UpdateQueryNode): UpdateQueryNode {
    const rich = richColumnsOf(node.table);
    if (rich.length === 0 || !node.updates) return node;
    const updates = node.updates.map((update) =>
      ColumnNode.is(update.column) && rich.includes(update.column.column.name)
        ? ColumnUpdateNode.create(update.column, cleanValueNode(update.value))
        : update,
    );
    // cloneWithUpdates would append to the old list; the cleaned list replaces it.
    return Object.freeze({ ...node, updates: Object.freeze(updates) });
  }
}

function cleanValueNode(node: OperationNode): OperationNode {
  return ValueNode.is(node) ? ValueNode.create(clean(node.value)) : node;
}

export class SanitiseRichTextPlugin implements KyselyPlugin {
  readonly #transformer = new RichTextSanitiser();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
