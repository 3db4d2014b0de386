import { describe, expect, it } from 'vitest';
import { int, ref } from '../../resources/fields';
import { resourceByName } from '../../resources';
import { JSON_SCHEMAS } from '../../resources/json-schemas';
import { fromLinesText, lineCellText, lineReferences, toLinesText, withCell } from './lines-value';

describe('a json list of lines as the form holds it', () => {
  it('reads JSON text into lines, empty text as none, anything else as not lines', () => {
    expect(fromLinesText('[{"productId":12,"quantity":2}]')).toEqual([{ productId: 12, quantity: 2 }]);
    expect(fromLinesText('  ')).toEqual([]);
    expect(fromLinesText('{"productId":12}')).toBeNull();
    expect(fromLinesText('[1, 2]')).toBeNull();
    expect(fromLinesText('[{"productId":')).toBeNull();
  });

  it('writes a typed number or reference as a number, a blank cell as absent, other text as typed', () => {
    const quantity = int('Quantity', { min: 1 });
    const product = ref('Product', 'products');
    const line = { productId: 12, quantity: 2 };
    expect(withCell(line, 'quantity', quantity, '15')).toEqual({ productId: 12, quantity: 15 });
    expect(withCell(line, 'productId', product, '7')).toEqual({ productId: 7, quantity: 2 });
    expect(withCell(line, 'quantity', quantity, '')).toEqual({ productId: 12 });
    expect(withCell(line, 'quantity', quantity, '2x')).toEqual({ productId: 12, quantity: '2x' });
    expect(lineCellText(line, 'quantity')).toBe('2');
    expect(lineCellText({}, 'quantity')).toBe('');
    expect(fromLinesText(toLinesText([line, { productId: 3 }]))).toEqual([line, { productId: 3 }]);
  });

  it("a recipe's declared line fields are its schema's, so the editor writes what the server checks", () => {
    const components = resourceByName('recipes')?.fields.components;
    const element = JSON_SCHEMAS.recipeComponents.element;
    expect(Object.keys(components?.lines ?? {}).sort()).toEqual(Object.keys(element.shape).sort());
    expect(
      JSON_SCHEMAS.recipeComponents.safeParse(JSON.parse(toLinesText([{ productId: 4, quantity: 2 }]))).success,
    ).toBe(true);
  });
});

describe('the references inside stored lines', () => {
  it("gives each line's reference cells as a column and a row, for the page to name them", () => {
    const recipes = resourceByName('recipes');
    if (!recipes) throw new Error('recipes are declared');
    const fields = Object.entries(recipes.fields);
    const record = {
      name: 'Gift box',
      components: [
        { productId: 29, quantity: 1 },
        { productId: 25, quantity: 2 },
      ],
    };
    const found = lineReferences(fields, record);
    expect(found.columns.map((c) => [c.name, c.meta.ref])).toEqual([['components.productId', 'products']]);
    expect(found.rows).toEqual([{ 'components.productId': 29 }, { 'components.productId': 25 }]);
    expect(lineReferences(fields, null)).toEqual({ columns: found.columns, rows: [] });
  });
});
