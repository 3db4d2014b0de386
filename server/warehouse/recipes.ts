/**
 * Server rules of a client's recipes (docs/warehouse.md, Client tools), run inside the write's
 * transaction:
 * - a recipe is its product's client's (an admin need not name the client; one who does names the
 *   product's, else 422 on productId);
 * - every component is a product of that same client, none is listed twice, and the recipe does
 *   not use itself: not its own product, nor a product whose recipe uses it in turn, however deep
 *   (422 on the row, `components.<n>.productId`, as the schema names a row's field; the message
 *   names the product or the chain);
 * - the 'made of' line the list shows ('2 × CANDLE-01, 1 × CARD-07') is kept from the components'
 *   SKUs here, so it is never typed.
 */
import { sql } from 'drizzle-orm';
import { JSON_SCHEMAS } from '../../src/resources/json-schemas';
import { recipes } from '../../src/resources/recipes';
import { products } from '../../src/resources/warehouse';
import type { Executor } from '../db/database';
import { table } from '../db/resource-tables';
import type { ResourceHooks } from '../domain/hook-types';
import { ApiHttpError } from '../http/errors';

const invalid = (field: string, message: string): ApiHttpError =>
  new ApiHttpError(422, 'INVALID_FIELDS', message, { fields: [{ field, message }] });

interface ProductFacts {
  clientId: number | null;
  sku: string;
}

/** The client and SKU of each product named, by id (a product not found is absent). */
async function productsById(tx: Executor, ids: readonly number[]): Promise<Map<number, ProductFacts>> {
  const rows = await tx.query(
    sql`select id, client_id, data->>'sku' as sku from ${table(products)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { clientId: r.client_id === null ? null : Number(r.client_id), sku: String(r.sku) },
    ]),
  );
}

/** What each product of the client is made of, by its other recipes (the one being written left out). */
async function recipeGraph(
  tx: Executor,
  clientId: number | null,
  except: number | null,
): Promise<Map<number, number[]>> {
  const rows = await tx.query(
    sql`select data->>'productId' as product_id, data->'components' as components from ${table(recipes)}
      where not historical and client_id is not distinct from ${clientId} and id <> ${except ?? 0}`,
  );
  const graph = new Map<number, number[]>();
  for (const r of rows) {
    const parsed = JSON_SCHEMAS.recipeComponents.safeParse(r.components);
    if (parsed.success)
      graph.set(
        Number(r.product_id),
        parsed.data.map((c) => c.productId),
      );
  }
  return graph;
}

/** The chain of products from `from` back to `target` through the recipes, or null when there is none. */
export function pathBack(graph: ReadonlyMap<number, readonly number[]>, from: number, target: number): number[] | null {
  const seen = new Set<number>();
  const walk = (at: number): number[] | null => {
    if (at === target) return [at];
    if (seen.has(at)) return null;
    seen.add(at);
    for (const next of graph.get(at) ?? []) {
      const rest = walk(next);
      if (rest) return [at, ...rest];
    }
    return null;
  };
  return walk(from);
}

export const recipeHooks: ResourceHooks = {
  extraFields: [],
  // the client is the product's (set below), so an admin need not name it
  allowNoClient: true,
  async beforeWrite({ tx, current }, next) {
    const productId = Number(next.data.productId);
    // validated against the schema before the hook runs; parsed again for its type
    const parsed = JSON_SCHEMAS.recipeComponents.safeParse(next.data.components);
    const components = parsed.success ? parsed.data : [];
    const found = await productsById(tx, [productId, ...components.map((c) => c.productId)]);
    const made = found.get(productId);
    if (!made) throw invalid('productId', 'There is no such product.');
    if (next.clientId !== null && made.clientId !== next.clientId)
      throw invalid('productId', 'This product is another client’s: a recipe makes its own client’s products.');
    next.clientId = made.clientId;
    const skuOf = (id: number): string => found.get(id)?.sku ?? `product ${id}`;
    const seen = new Set<number>();
    for (const [i, c] of components.entries()) {
      // the row's product is named, as the schema's own refusals name a row's field
      const row = `components.${i}.productId`;
      if (c.productId === productId)
        throw invalid(row, `A recipe cannot use itself: ${made.sku} is the product it makes.`);
      const part = found.get(c.productId);
      if (!part) throw invalid(row, `There is no product ${c.productId}.`);
      if (part.clientId !== made.clientId)
        throw invalid(row, `${part.sku} is another client’s product: a recipe uses its own client’s products.`);
      if (seen.has(c.productId)) throw invalid(row, `${part.sku} is listed twice: give it once with its quantity.`);
      seen.add(c.productId);
    }
    const graph = await recipeGraph(tx, made.clientId, current?.id ?? null);
    for (const [i, c] of components.entries()) {
      const chain = pathBack(graph, c.productId, productId);
      if (chain) {
        const more = await productsById(tx, chain);
        const named = chain.map((id) => more.get(id)?.sku ?? skuOf(id));
        throw invalid(
          `components.${i}.productId`,
          `A recipe cannot use itself: ${named.join(' is made of ')}, the product this recipe makes.`,
        );
      }
    }
    next.data.madeOf = components.map((c) => `${c.quantity} × ${skuOf(c.productId)}`).join(', ');
  },
};
