/**
 * A client's recipes (docs/warehouse.md, Client tools): a product made of other products of the
 * same client, each in a quantity (a gift box of two candles and a card). The recipe names the
 * product it makes and its components; the server keeps a readable 'made of' line for the list.
 *
 * Why the components are one structured field and not a resource of their own: a recipe is read
 * and written whole (a handful of lines), and no report counts components in SQL. The server
 * refuses a recipe that uses its own product and any product of another client (422 on productId,
 * or on the component's row, `components.<n>.productId`): server/warehouse/recipes.ts.
 */
import { admin, any, recipesClient } from './access';
import { bool, int, json, ref, text } from './fields';
import { defineResource } from './types';
import { PRODUCT_WRITE, WAREHOUSE_READ } from './warehouse';

/**
 * Who reads recipes: the warehouse's readers (staff, packers, purchasers) and the client-tools users
 * of the client whose order tools are recipe-based (spec 6's special check, the screen's own gate).
 */
export const RECIPE_READ = any(WAREHOUSE_READ, recipesClient);
/** Who keeps a client's recipes: whoever keeps its products (admins and the client's packers). */
export const RECIPE_WRITE = PRODUCT_WRITE;

export const recipes = defineResource({
  name: 'recipes',
  path: '/client-tools/recipes',
  label: 'Recipe',
  labelPlural: 'Recipes',
  fields: {
    name: text('Name', {
      column: true,
      sortable: true,
      filter: 'text',
      editable: true,
      required: true,
      maxLength: 120,
    }),
    productId: ref('Product', 'products', {
      column: true,
      filter: 'exact',
      editable: true,
      required: true,
      hint: 'The product the recipe makes.',
    }),
    components: json('Components', 'recipeComponents', {
      editable: true,
      required: true,
      hint: 'Each component: a product of the same client, and how many go into one.',
      lines: {
        productId: ref('Product', 'products', { required: true }),
        quantity: int('Quantity', { required: true, min: 1, max: 10_000 }),
      },
    }),
    madeOf: text('Made of', { column: true, nullable: true, maxLength: 2000, write: 'server' }),
    active: bool('In use', { column: true, filter: 'exact', editable: true }),
  },
  clientScoped: true,
  access: {
    list: RECIPE_READ,
    get: RECIPE_READ,
    create: RECIPE_WRITE,
    update: RECIPE_WRITE,
    patch: RECIPE_WRITE,
    delete: admin,
  },
  defaultSort: 'name',
  searchFields: ['name'],
  indexes: ['name', 'productId'],
  unique: [['clientId', 'productId']],
  offline: 'none',
  mergeKey: 'id',
  titleField: 'name',
  screens: {
    list: {
      path: '/d/client-tools/{clientId/}orders/recipes',
      access: recipesClient,
      menu: { id: 't.recipes', heading: 'tools', icon: 'MdMenuBook' },
    },
    detail: { path: '/d/client-tools/orders/recipes/{id}', title: 'Recipe', access: recipesClient },
    create: { path: '/d/client-tools/orders/recipes/create', title: 'Add Recipe', access: recipesClient },
  },
});
