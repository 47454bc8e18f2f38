import type { Viewer } from '../identity/viewer';
import { aBrand, aProduct } from '../testing/catalog-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { inMemoryStoreSettings } from '../testing/store-settings-fixture';
import { AskRestockNotice } from './AskRestockNotice';
import { ConfirmRestockNotice } from './ConfirmRestockNotice';

const SITE = 'https://tienda.pe';
const ana: Viewer = { accountId: 'a-1', sessionId: 's', email: 'ana@correo.pe', role: 'user' };

function setup(stock: number) {
  const { services, outbox, clock } = inMemoryIdentity(new Date('2026-11-22T15:00:00Z'));
  const catalogue = services.products.catalogue;
  catalogue.brands.set('brand-1', aBrand({ id: 'brand-1', name: 'Dior' }));
  catalogue.products.set('p-1', aProduct({ id: 'p-1', name: 'Sauvage', brandId: 'brand-1', stock }));
  const ask = new AskRestockNotice(services.uow, catalogue, services.secrets, clock, inMemoryStoreSettings());
  const confirm = new ConfirmRestockNotice(services.uow, services.secrets, clock);
  return { services, outbox, clock, ask, confirm, restock: services.restockRequests, catalogue };
}

describe('AskRestockNotice and ConfirmRestockNotice', () => {
  it("a signed-in shopper's request counts at once, for their own address, with no e-mail", async () => {
    const { ask, restock, outbox } = setup(0);
    expect(await ask.execute({ productId: 'p-1', email: 'otra@correo.pe' }, ana, SITE)).toEqual({
      ok: true,
      value: { confirmed: true },
    });
    expect(restock.requests).toMatchObject([{ productId: 'p-1', email: 'ana@correo.pe', tokenDigest: null }]);
    expect(outbox).toEqual([]);
  });

  it("a guest's waits for the e-mailed link, which confirms it once and only within its 48 hours", async () => {
    const { ask, confirm, restock, outbox, clock } = setup(0);
    expect(await ask.execute({ productId: 'p-1', email: ' Luis@Correo.pe ' }, null, SITE)).toEqual({
      ok: true,
      value: { confirmed: false },
    });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: 'luis@correo.pe', category: 'restock-confirmation' });
    const token = /\/avisame\/(\S+)/.exec(outbox[0]!.text)![1]!;
    expect(restock.requests[0]).toMatchObject({ confirmedAt: null });

    expect(await confirm.execute(token)).toEqual({ ok: true, value: 'p-1' });
    expect(restock.requests[0]).toMatchObject({ confirmedAt: clock.now(), tokenDigest: null });
    expect(await confirm.execute(token)).toMatchObject({ ok: false, error: { code: 'RESTOCK_LINK_INVALID' } });

    await ask.execute({ productId: 'p-1', email: 'tarde@correo.pe' }, null, SITE);
    const late = /\/avisame\/(\S+)/.exec(outbox[1]!.text)![1]!;
    clock.advance(49 * 3_600_000);
    expect(await confirm.execute(late)).toMatchObject({ ok: false, error: { code: 'RESTOCK_LINK_INVALID' } });
  });

  it('a link opened after the product came back sends its notice at once', async () => {
    const { ask, confirm, restock, outbox, catalogue } = setup(0);
    await ask.execute({ productId: 'p-1', email: 'luis@correo.pe' }, null, SITE);
    catalogue.products.set('p-1', { ...catalogue.products.get('p-1')!, stock: 2 });
    await confirm.execute(/\/avisame\/(\S+)/.exec(outbox[0]!.text)![1]!);
    expect(restock.noticesFor).toEqual([['p-1']]);
  });

  it('refuses a product that can be ordered, one shoppers cannot see, and a bad address; nothing is stored', async () => {
    const { ask, restock, catalogue } = setup(1);
    expect(await ask.execute({ productId: 'p-1', email: null }, ana, SITE)).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT_AVAILABLE', message: 'Este producto ya está disponible: puedes comprarlo ahora.' },
    });
    catalogue.products.set('p-1', { ...catalogue.products.get('p-1')!, stock: 0, active: false });
    expect(await ask.execute({ productId: 'p-1', email: null }, ana, SITE)).toMatchObject({
      ok: false,
      error: { code: 'PRODUCT_NOT_FOUND' },
    });
    catalogue.products.set('p-1', { ...catalogue.products.get('p-1')!, active: true });
    expect(await ask.execute({ productId: 'p-1', email: 'nada' }, null, SITE)).toMatchObject({
      ok: false,
      error: { code: 'EMAIL_INVALID', message: 'Ingrese un email válido' },
    });
    expect(restock.requests).toEqual([]);
  });
});
