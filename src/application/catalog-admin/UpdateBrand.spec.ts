import { aBrand } from '../testing/catalog-fixtures';
import { InMemoryFileStorage } from '../testing/in-memory-product-writes';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { UpdateBrand } from './UpdateBrand';

const NOW = new Date('2026-11-22T15:00:00Z');
const OLD_LOGO = 'brands/1700000000000-dior.svg'; // seeded logos need not follow the upload route's names
const NEW_LOGO = 'brands/1764000000000-dior-2026.webp';

function setup() {
  const taxonomy = new InMemoryTaxonomy({ brands: [aBrand({ id: 'b-dior', name: 'Dior', logoKey: OLD_LOGO })] });
  taxonomy.products.push({ brandId: 'b-dior', categoryIds: [] });
  const storage = new InMemoryFileStorage();
  for (const key of [OLD_LOGO, NEW_LOGO])
    storage.files.set(key, { content: Buffer.from('x'), contentType: 'image/webp' });
  const update = new UpdateBrand(inMemoryIdentity(NOW, { taxonomy }).services.uow, storage, { now: () => NOW });
  return { taxonomy, storage, update };
}

describe('UpdateBrand', () => {
  it('keeps the logo it already has and copies the new name into the description', async () => {
    const { storage, update } = setup();
    const result = await update.execute('b-dior', { name: 'Christian Dior', logoKey: OLD_LOGO, active: false });
    expect(result).toMatchObject({
      ok: true,
      value: {
        item: {
          name: 'Christian Dior',
          description: 'Christian Dior',
          logoKey: OLD_LOGO,
          active: false,
          updatedAt: NOW,
        },
        productCount: 1,
      },
    });
    expect(storage.deleted).toEqual([]);
  });

  it('deletes the replaced logo (and its resized copies) from storage', async () => {
    const { storage, update } = setup();
    expect(await update.execute('b-dior', { name: 'Dior', logoKey: NEW_LOGO, active: true })).toMatchObject({
      ok: true,
      value: { item: { logoKey: NEW_LOGO } },
    });
    expect(storage.files.has(OLD_LOGO)).toBe(false);
    expect(storage.files.has(NEW_LOGO)).toBe(true);
    expect(storage.deleted[0]).toBe(OLD_LOGO);
  });

  it('deletes the logo the admin removed', async () => {
    const { storage, update } = setup();
    expect(await update.execute('b-dior', { name: 'Dior', logoKey: null, active: true })).toMatchObject({
      ok: true,
      value: { item: { logoKey: null } },
    });
    expect(storage.files.has(OLD_LOGO)).toBe(false);
  });

  it('refuses a new logo that is not in storage, and changes nothing', async () => {
    const { taxonomy, storage, update } = setup();
    const result = await update.execute('b-dior', {
      name: 'Dior',
      logoKey: 'brands/1764000000001-ghost.webp',
      active: true,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'BRAND_INVALID' } });
    expect(taxonomy.brands.get('b-dior')?.logoKey).toBe(OLD_LOGO);
    expect(storage.deleted).toEqual([]);
  });

  it('answers an unknown brand with BRAND_NOT_FOUND', async () => {
    const { update } = setup();
    expect(await update.execute('b-nope', { name: 'X', logoKey: null, active: true })).toEqual({
      ok: false,
      error: { code: 'BRAND_NOT_FOUND', message: 'Marca con ID b-nope no encontrada', details: { id: 'b-nope' } },
    });
  });
});
