/**
 * A client's recipes over HTTP (docs/warehouse.md, Client tools): the seed's recipes are made of
 * their own client's products; a recipe takes its product's client and the server keeps its 'made
 * of' line; a recipe that uses itself (directly or through another recipe), a component of
 * another client, a product of another client or a component listed twice is refused with a 422
 * naming the field, and nothing is saved; who reads and who writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_SCHEMAS } from '../../src/resources/json-schemas';
import { generateDemoData, seedOptions } from '../seed/generate';
import { call, json, login, startTestServer, type TestServer } from '../testing/helpers';
import { pathBack } from './recipes';

const TODAY = '2026-11-21';
type Row = Record<string, unknown> & { id: number; version: number; clientId: number | null };

let server: TestServer;
let admin: string;
/** two clients' products, each client's in SKU order */
let mine: Row[];
let theirs: Row[];
beforeAll(async () => {
  server = await startTestServer({
    data: generateDemoData(seedOptions({ today: TODAY, seed: 7, days: 2, deliveriesPerDay: 40 })),
  });
  admin = await login(server, 'admin@demo.test');
  const all = await list('/p/products?limit=500&sort=sku');
  const clients = [...new Set(all.map((p) => p.clientId))];
  mine = all.filter((p) => p.clientId === clients[0]);
  theirs = all.filter((p) => p.clientId === clients[1]);
  expect(mine.length).toBeGreaterThanOrEqual(6);
  expect(theirs.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await server?.close();
});

async function list(path: string, token = admin): Promise<Row[]> {
  const res = await call(server, 'GET', `/api${path}`, { token });
  expect(res.status, path).toBe(200);
  return (await json<{ data: Row[] }>(res)).data;
}
const fieldsOf = async (res: Response) =>
  (await json<{ errors: { field?: string; displayMessage: string }[] }>(res)).errors;
const at = (rows: Row[], i: number): Row => {
  const row = rows[i];
  if (!row) throw new Error(`no product ${i}`);
  return row;
};
const post = (body: Record<string, unknown>, token = admin) =>
  call(server, 'POST', '/api/client-tools/recipes', { token, body: { active: true, ...body } });
const recipeCount = async () => (await list('/client-tools/recipes?limit=500')).length;

describe('recipes', () => {
  it('the seed gives each stocked client recipes made of its own products, never of themselves', async () => {
    const recipes = await list('/client-tools/recipes?limit=500');
    const products = new Map((await list('/p/products?limit=500')).map((p) => [p.id, p]));
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      expect(products.get(Number(r.productId))?.clientId).toBe(r.clientId);
      const parts = JSON_SCHEMAS.recipeComponents.parse(r.components);
      for (const c of parts) {
        expect(c.productId).not.toBe(r.productId);
        expect(products.get(c.productId)?.clientId).toBe(r.clientId);
      }
      expect(r.madeOf).toBe(parts.map((c) => `${c.quantity} × ${String(products.get(c.productId)?.sku)}`).join(', '));
    }
  });

  it('takes its product’s client and keeps the made-of line', async () => {
    const made = at(mine, 5);
    const res = await post({
      name: 'Gift box',
      productId: made.id,
      components: [
        { productId: at(mine, 3).id, quantity: 2 },
        { productId: at(mine, 4).id, quantity: 1 },
      ],
      active: true,
    });
    expect(res.status).toBe(201);
    const recipe = (await json<{ data: Row }>(res)).data;
    expect(recipe.clientId).toBe(made.clientId);
    expect(recipe.madeOf).toBe(`2 × ${String(at(mine, 3).sku)}, 1 × ${String(at(mine, 4).sku)}`);
  });

  it('refuses a recipe that uses its own product, naming the row, and saves nothing', async () => {
    const before = await recipeCount();
    const made = at(mine, 2);
    const res = await post({ name: 'Loop', productId: made.id, components: [{ productId: made.id, quantity: 1 }] });
    expect(res.status).toBe(422);
    const [field] = await fieldsOf(res);
    expect(field?.field).toBe('components.0.productId');
    expect(field?.displayMessage).toContain('cannot use itself');
    expect(await recipeCount()).toBe(before);
  });

  it('refuses a recipe that uses itself through another recipe (the gift box is made of product 3)', async () => {
    const before = await recipeCount();
    // product 3 made of the gift box (product 5), whose recipe above is made of product 3
    const res = await post({
      name: 'Round',
      productId: at(mine, 3).id,
      components: [{ productId: at(mine, 5).id, quantity: 1 }],
    });
    expect(res.status).toBe(422);
    const [field] = await fieldsOf(res);
    expect(field?.field).toBe('components.0.productId');
    expect(field?.displayMessage).toContain(`${String(at(mine, 5).sku)} is made of ${String(at(mine, 3).sku)}`);
    expect(await recipeCount()).toBe(before);
  });

  it('refuses a patch that makes a recipe use itself, and leaves the recipe as it was', async () => {
    const [recipe] = await list(`/client-tools/recipes?productId=${at(mine, 5).id}`);
    if (!recipe) throw new Error('the gift box is gone');
    const res = await call(server, 'PATCH', `/api/client-tools/recipes/${recipe.id}`, {
      token: admin,
      body: { version: recipe.version, components: [{ productId: at(mine, 5).id, quantity: 3 }] },
    });
    expect(res.status).toBe(422);
    expect((await fieldsOf(res))[0]?.field).toBe('components.0.productId');
    const [after] = await list(`/client-tools/recipes?productId=${at(mine, 5).id}`);
    expect(after).toEqual(recipe);
  });

  it('refuses a component of another client, naming its row', async () => {
    const res = await post({
      name: 'Mixed',
      productId: at(mine, 4).id,
      components: [
        { productId: at(mine, 3).id, quantity: 1 },
        { productId: at(theirs, 0).id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(422);
    const [field] = await fieldsOf(res);
    expect(field?.field).toBe('components.1.productId');
    expect(field?.displayMessage).toContain('another client');
  });

  it('refuses a product of another client than the one named, naming productId', async () => {
    const res = await call(server, 'POST', '/api/client-tools/recipes', {
      token: admin,
      body: {
        clientId: at(mine, 0).clientId,
        name: 'Elsewhere',
        active: true,
        productId: at(theirs, 0).id,
        components: [{ productId: at(theirs, 1).id, quantity: 1 }],
      },
    });
    expect(res.status).toBe(422);
    expect((await fieldsOf(res))[0]?.field).toBe('productId');
  });

  it('refuses a component listed twice and an empty recipe', async () => {
    const twice = await post({
      name: 'Twice',
      productId: at(mine, 4).id,
      components: [
        { productId: at(mine, 3).id, quantity: 1 },
        { productId: at(mine, 3).id, quantity: 2 },
      ],
    });
    expect(twice.status).toBe(422);
    // the second listing is the one refused
    expect((await fieldsOf(twice))[0]?.field).toBe('components.1.productId');
    const empty = await post({ name: 'Empty', productId: at(mine, 4).id, components: [] });
    expect(empty.status).toBe(422);
    expect((await fieldsOf(empty))[0]?.field).toBe('components');
  });

  it('client 341’s client-tools users read recipes; only admins and packers write them', async () => {
    const pantry = await login(server, 'pantry@demo.test');
    expect((await call(server, 'GET', '/api/client-tools/recipes', { token: pantry })).status).toBe(200);
    const clientUser = await login(server, 'client-user@demo.test');
    expect((await call(server, 'GET', '/api/client-tools/recipes', { token: clientUser })).status).toBe(403);
    const res = await post(
      { name: 'Not mine', productId: at(mine, 4).id, components: [{ productId: at(mine, 3).id, quantity: 1 }] },
      clientUser,
    );
    expect(res.status).toBe(403);
  });
});

describe('pathBack', () => {
  const graph = new Map([
    [1, [2]],
    [2, [3, 4]],
    [4, [1]],
  ]);
  it('finds the chain back to the product, or none', () => {
    expect(pathBack(graph, 2, 1)).toEqual([2, 4, 1]);
    expect(pathBack(graph, 3, 1)).toBeNull();
    expect(
      pathBack(
        new Map([
          [5, [6]],
          [6, [5]],
        ]),
        5,
        9,
      ),
    ).toBeNull();
  });
});
