import { Money } from '../../domain/money/money';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { TypeOrmStoreSettingsRepository } from './typeorm-store-settings-repository';

describe('TypeOrmStoreSettingsRepository (real PostgreSQL)', () => {
  let db: TestDatabase;
  let repository: TypeOrmStoreSettingsRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    repository = new TypeOrmStoreSettingsRepository(db.dataSource.manager);
  });

  afterAll(() => db.drop());

  it("is installed by its migration with the specification's texts and maintenance defaults", async () => {
    const settings = await repository.get();
    expect(settings).toMatchObject({
      phoneHours: 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm',
      chatHours: 'Todos los días 8am-10pm, respuesta en 2-5 minutos',
      supportHours: 'Lunes a Domingo 9am-10pm',
      maintenance: {
        isEnabled: false,
        features: { orderCreation: true },
        // No window: the spec's demo one (15/02/2024 → 16/02/2024) only announced past dates (issue 27).
        startsAt: null,
        endsAt: null,
        title: 'Sitio en Mantenimiento',
        description: 'Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.',
        type: 'warning',
        dismissible: true,
        // The spec's root banner is persistent.
        persistent: true,
        showTimeInfo: true,
      },
    });
    expect(settings.whatsappNumber).toMatch(/^51\d{9}$/);
    expect(settings.bankAccounts.map((a) => a.bank)).toEqual(['BCP', 'Interbank', 'BBVA']);
    expect(settings.wallets.map((w) => w.method)).toEqual(['yape', 'plin']);
    expect(settings.shippingRates.map((r) => [r.zone, r.method, r.cost.cents])).toEqual([
      ['Lima', 'Estándar', 1000],
      ['Lima', 'Express', 1500],
      ['Callao', 'Estándar', 1200],
      ['Provincias principales', 'Estándar', 1800],
      ['Otras provincias', 'Estándar', 2200],
    ]);
    // The shipping policy starts with the specification's constants: free from S/ 200, otherwise S/ 15.
    expect([settings.shipping.freeFrom.cents, settings.shipping.flatFee.cents]).toEqual([20000, 1500]);
  });

  it('update replaces the one row and reads it back', async () => {
    const before = await repository.get();
    const changed = await repository.update({
      ...before,
      phone: '+51 999 888 777',
      wallets: [{ method: 'yape', holder: 'Ana', number: '999888777', qrImageKey: 'wallets/yape.png' }],
      shippingRates: [{ zone: 'Lima', method: 'Estándar', cost: Money.fromCents(1250), deliveryTime: '1-2 días' }],
      maintenance: { ...before.maintenance, isEnabled: true, features: { orderCreation: false }, startsAt: null },
      shipping: { freeFrom: Money.fromCents(25000), flatFee: Money.fromCents(990) },
    });
    expect(changed).toEqual(await repository.get());
    expect(changed.phone).toBe('+51 999 888 777');
    expect(changed.wallets).toEqual([
      { method: 'yape', holder: 'Ana', number: '999888777', qrImageKey: 'wallets/yape.png' },
    ]);
    expect(changed.shippingRates[0]?.cost.cents).toBe(1250);
    expect([changed.shipping.freeFrom.cents, changed.shipping.flatFee.cents]).toEqual([25000, 990]);
    expect(changed.maintenance).toMatchObject({ isEnabled: true, features: { orderCreation: false }, startsAt: null });
    expect(await db.dataSource.query('SELECT count(*)::int AS n FROM store_settings')).toEqual([{ n: 1 }]);
  });

  it('refuses a negative shipping amount at the table too', async () => {
    const before = await repository.get();
    await expect(
      repository.update({ ...before, shipping: { ...before.shipping, flatFee: Money.fromCents(-1) } }),
    ).rejects.toThrow(/check constraint/);
  });
});
