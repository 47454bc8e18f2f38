import { aBrand } from '../testing/catalog-fixtures';
import { InMemoryFileStorage } from '../testing/in-memory-product-writes';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { DeleteBrand } from './DeleteBrand';

const LOGO = 'brands/1764000000000-natura.webp';

function setup() {
  const taxonomy = new InMemoryTaxonomy({
    brands: [
      aBrand({ id: 'b-natura', name: 'Natura', logoKey: LOGO }),
      aBrand({ id: 'b-dior', name: 'Dior' }),
      aBrand({ id: 'b-old', name: 'Antigua' }),
    ],
  });
  taxonomy.products.push(
    { brandId: 'b-dior', categoryIds: [] },
    { brandId: 'b-dior', categoryIds: [] },
    { brandId: 'b-old', categoryIds: [], archived: true },
  );
  const storage = new InMemoryFileStorage();
  storage.files.set(LOGO, { content: Buffer.from('x'), contentType: 'image/webp' });
  return {
    taxonomy,
    storage,
    remove: new DeleteBrand(inMemoryIdentity(undefined, { taxonomy }).services.uow, storage),
  };
}

describe('DeleteBrand', () => {
  it('deletes a brand without products, and its logo', async () => {
    const { taxonomy, storage, remove } = setup();
    expect(await remove.execute('b-natura')).toEqual({
      ok: true,
      value: { id: 'b-natura', message: 'Marca eliminada con éxito' },
    });
    expect(taxonomy.brands.has('b-natura')).toBe(false);
    expect(storage.files.has(LOGO)).toBe(false);
  });

  it('refuses a brand that products use, saying how many', async () => {
    const { taxonomy, remove } = setup();
    expect(await remove.execute('b-dior')).toMatchObject({
      ok: false,
      error: {
        code: 'BRAND_IN_USE',
        message: 'No se puede eliminar la marca: tiene 2 productos. Desactívala o cambia la marca de sus productos.',
        details: { productCount: 2 },
      },
    });
    expect(taxonomy.brands.has('b-dior')).toBe(true);
  });

  it('refuses a brand that only archived products (named by orders) still use', async () => {
    const { taxonomy, remove } = setup();
    expect(await remove.execute('b-old')).toMatchObject({
      ok: false,
      error: { code: 'BRAND_IN_USE', details: { productCount: 0, archivedProductCount: 1 } },
    });
    expect(taxonomy.brands.has('b-old')).toBe(true);
  });

  it('answers an unknown brand with BRAND_NOT_FOUND', async () => {
    const { remove } = setup();
    expect(await remove.execute('b-nope')).toMatchObject({ ok: false, error: { code: 'BRAND_NOT_FOUND' } });
  });
});
