import { Money } from '../../domain/money/money';
import { CART_ABANDONED_AFTER_MS, CART_RECHECK_AFTER_MS } from '../../domain/cart/cart-status';
import { cartCatalogue, NOW } from '../testing/cart-fixtures';
import { inMemoryIdentity } from '../testing/in-memory-identity';
import { aStoreSettings, inMemoryStoreSettings } from '../testing/store-settings-fixture';
import { EnterCheckout } from './EnterCheckout';
import { RemindAbandonedCarts } from './RemindAbandonedCarts';
import { SaveCart } from './SaveCart';
import { StopCartReminders } from './StopCartReminders';

const SITE = 'https://tienda.pe';
const DAY = CART_ABANDONED_AFTER_MS;

function setup() {
  const { services, outbox, clock } = inMemoryIdentity(NOW);
  const catalogue = cartCatalogue();
  const settings = inMemoryStoreSettings(aStoreSettings({ storeName: 'Perfumería Esencia' }));
  const remind = new RemindAbandonedCarts(services.uow, catalogue, settings, services.secrets, services.clock);
  const save = new SaveCart(services.uow, catalogue, services.clock);
  const statuses = services.cartStatuses;
  statuses.owners.set('acc-1', { email: 'ana@correo.pe', name: 'Ana', remindersOn: true, lastOrderAt: null });
  return { services, outbox, clock, catalogue, remind, save, statuses };
}

describe('RemindAbandonedCarts', () => {
  it('abandons a cart untouched 24 h and queues one reminder, its lines priced now, with both links', async () => {
    const { outbox, clock, catalogue, remind, save, statuses } = setup();
    await save.execute('acc-1', [
      { productId: 'sauvage', quantity: 2 },
      { productId: 'miss', quantity: 1 },
    ]);
    expect(statuses.carts.get('acc-1')).toMatchObject({ status: 'active', touchedAt: NOW });

    clock.advance(DAY - 1);
    expect(await remind.execute(SITE)).toMatchObject({ abandoned: 0, reminded: 0 });
    clock.advance(1);
    // The price changed since the cart was saved: the reminder shows today's.
    catalogue.products.set('sauvage', { ...catalogue.products.get('sauvage')!, originalPrice: Money.fromSoles(90) });
    expect(await remind.execute(SITE)).toEqual({ abandoned: 1, reminded: 1, skipped: 0, notReminded: {} });

    expect(statuses.carts.get('acc-1')!.status).toBe('abandoned');
    expect(outbox).toHaveLength(1);
    const [mail] = outbox;
    expect(mail).toMatchObject({
      to: 'ana@correo.pe',
      subject: 'Tu carrito te espera en Perfumería Esencia',
      category: 'cart-reminder',
    });
    expect(mail!.text).toContain('• Sauvage × 2: S/ 180.00');
    expect(mail!.text).toContain('Subtotal de hoy: S/ 230.00');
    expect(mail!.text).toContain(`${SITE}/checkout`);
    expect(mail!.text).toMatch(/https:\/\/tienda\.pe\/baja-recordatorios\/token-\d+/);
    expect(mail!.html).toContain('Perfumería Esencia');

    // Never twice: the next runs find nothing to do.
    clock.advance(DAY);
    expect(await remind.execute(SITE)).toMatchObject({ abandoned: 0, reminded: 0 });
    expect(outbox).toHaveLength(1);
  });

  it('a cart changed again and left again is abandoned again but gets no second reminder (one per cart)', async () => {
    const { outbox, clock, remind, save, statuses } = setup();
    await save.execute('acc-1', [{ productId: 'sauvage', quantity: 1 }]);
    clock.advance(DAY);
    await remind.execute(SITE);
    await save.execute('acc-1', [{ productId: 'sauvage', quantity: 2 }]);
    expect(statuses.carts.get('acc-1')!.status).toBe('active');
    clock.advance(DAY);
    expect(await remind.execute(SITE)).toMatchObject({
      abandoned: 1,
      reminded: 0,
      notReminded: { 'already-reminded': 1 },
    });
    expect(outbox).toHaveLength(1);
    expect(statuses.abandonments.size).toBe(1);
  });

  it('sends nothing after an order placed since the cart was touched, or with reminders off', async () => {
    const { outbox, clock, remind, save, statuses } = setup();
    statuses.owners.set('acc-2', { email: 'b@correo.pe', name: 'B', remindersOn: false, lastOrderAt: null });
    await save.execute('acc-1', [{ productId: 'sauvage', quantity: 1 }]);
    await save.execute('acc-2', [{ productId: 'sauvage', quantity: 1 }]);
    statuses.owners.get('acc-1')!.lastOrderAt = new Date(NOW.getTime() + 1000);
    clock.advance(DAY);
    expect(await remind.execute(SITE)).toMatchObject({
      abandoned: 2,
      reminded: 0,
      notReminded: { 'ordered-since': 1, 'reminders-off': 1 },
    });
    expect(outbox).toHaveLength(0);
  });

  it('leaves a cart with nothing to buy as it is and looks at it again only later', async () => {
    const { clock, remind, save, statuses, catalogue } = setup();
    await save.execute('acc-1', [{ productId: 'miss', quantity: 1 }]);
    catalogue.products.set('miss', { ...catalogue.products.get('miss')!, stock: 3, held: 3 });
    clock.advance(DAY);
    expect(await remind.execute(SITE)).toMatchObject({ abandoned: 0, skipped: 1 });
    expect(statuses.carts.get('acc-1')!.status).toBe('active');
    clock.advance(CART_RECHECK_AFTER_MS - 1);
    expect(await remind.execute(SITE)).toMatchObject({ skipped: 0 });
    catalogue.products.set('miss', { ...catalogue.products.get('miss')!, held: 0 });
    clock.advance(1);
    expect(await remind.execute(SITE)).toMatchObject({ abandoned: 1, reminded: 1 });
  });

  it('opening checkout touches the cart; the unsubscribe link turns reminders off without a session', async () => {
    const { services, outbox, clock, remind, save, statuses } = setup();
    await save.execute('acc-1', [{ productId: 'sauvage', quantity: 1 }]);
    clock.advance(DAY - 1000);
    expect(await new EnterCheckout(services.uow, services.clock).execute('acc-1')).toBe(true);
    expect(statuses.carts.get('acc-1')!.status).toBe('checkout');
    clock.advance(1000);
    expect(await remind.execute(SITE)).toMatchObject({ abandoned: 0 });
    clock.advance(DAY);
    expect(await remind.execute(SITE)).toMatchObject({ abandoned: 1, reminded: 1 });

    const token = /\/baja-recordatorios\/(\S+)/.exec(outbox[0]!.text)![1]!;
    const stop = new StopCartReminders(services.uow, services.secrets);
    expect(await stop.execute('token-otro')).toMatchObject({
      ok: false,
      error: { code: 'CART_REMINDER_LINK_INVALID' },
    });
    expect(await stop.execute(token)).toEqual({ ok: true, value: true });
    expect(statuses.owners.get('acc-1')!.remindersOn).toBe(false);
  });

  it('an empty cart does not enter checkout', async () => {
    const { services, statuses } = setup();
    expect(await new EnterCheckout(services.uow, services.clock).execute('acc-1')).toBe(false);
    expect(statuses.carts.has('acc-1')).toBe(false);
  });
});
