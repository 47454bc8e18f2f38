import { BRAND_ADMIN_MESSAGES } from '../../domain/catalog/taxonomy-admin';
import { InMemoryFileStorage } from '../testing/in-memory-product-writes';
import { InMemoryTaxonomy } from '../testing/in-memory-taxonomy';
import { CreateBrand } from './CreateBrand';

const NOW = new Date('2026-11-22T15:00:00Z');
const LOGO = 'brands/1764000000000-dior.webp';

function setup() {
  const taxonomy = new InMemoryTaxonomy();
  const storage = new InMemoryFileStorage();
  storage.files.set(LOGO, { content: Buffer.from('webp'), contentType: 'image/webp' });
  const create = new CreateBrand(taxonomy.brandWrites, storage, { now: () => NOW });
  return { taxonomy, create };
}

describe('CreateBrand', () => {
  it('saves the brand with its description copied from the name and its uploaded logo', async () => {
    const { taxonomy, create } = setup();
    const result = await create.execute({ name: '  Dior ', logoKey: LOGO, active: true });
    expect(result).toMatchObject({
      ok: true,
      value: {
        item: { name: 'Dior', description: 'Dior', logoKey: LOGO, active: true, createdAt: NOW },
        productCount: 0,
      },
    });
    expect([...taxonomy.brands.values()].map((b) => b.name)).toEqual(['Dior']);
  });

  it('saves a brand without a logo', async () => {
    const { create } = setup();
    expect(await create.execute({ name: 'Natura', logoKey: ' ', active: false })).toMatchObject({
      ok: true,
      value: { item: { logoKey: null, active: false } },
    });
  });

  it('refuses an empty name and a logo that was never uploaded, naming both fields', async () => {
    const { taxonomy, create } = setup();
    const result = await create.execute({ name: ' ', logoKey: 'brands/1764000000000-ghost.webp', active: true });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'BRAND_INVALID',
        message: 'El nombre es obligatorio',
        details: {
          fieldErrors: [
            { field: 'name', code: 'REQUIRED', message: 'El nombre es obligatorio' },
            { field: 'logoKey', code: 'IMAGE_NOT_UPLOADED', message: BRAND_ADMIN_MESSAGES.logoNotUploaded },
          ],
        },
      },
    });
    expect(taxonomy.brands.size).toBe(0);
  });

  it.each(['products/1764000000000-0-dior.webp', 'order-receipts/abc.jpg', '../brands/x.webp'])(
    'refuses the logo key %s, even if such a file exists',
    async (key) => {
      const { create } = setup();
      const result = await create.execute({ name: 'Dior', logoKey: key, active: true });
      expect(!result.ok && result.error.details.fieldErrors.map((e) => e.field)).toEqual(['logoKey']);
    },
  );
});
