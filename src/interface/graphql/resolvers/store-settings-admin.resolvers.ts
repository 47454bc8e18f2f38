import { inject, injectable } from 'inversify';
import { Arg, Authorized, Mutation, Resolver } from 'type-graphql';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { UpdateStoreSettings } from '../../../application/store/UpdateStoreSettings';
import { ADMIN } from '../auth-checker';
import { AdminTaxonomyPresenter } from '../presenters/admin-taxonomy.presenter';
import { StorePresenter } from '../presenters/store.presenter';
import { StoreSettingsInput, StoreSettingsResult } from '../types/admin-taxonomy.types';

/** The admin's store settings form (admins only); the storefront reads the result at once (`storeSettings`). */
@injectable()
@Resolver()
export class StoreSettingsAdminResolver {
  private readonly store: StorePresenter;
  private readonly present: AdminTaxonomyPresenter;

  constructor(
    @inject(UpdateStoreSettings) private readonly updateStoreSettingsUseCase: UpdateStoreSettings,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.store = new StorePresenter(storage);
    this.present = new AdminTaxonomyPresenter(storage);
  }

  @Authorized(ADMIN)
  @Mutation(() => StoreSettingsResult, {
    description:
      'Guarda WhatsApp, teléfono, correo, horarios, billeteras con su QR, cuentas bancarias, el aviso de ' +
      'mantenimiento, la política de envío (los pedidos nuevos la pagan desde ya) y las horas que cada método de ' +
      'pago reserva las unidades de un pedido.',
  })
  async updateStoreSettings(
    @Arg('input', () => StoreSettingsInput) input: StoreSettingsInput,
  ): Promise<typeof StoreSettingsResult> {
    const { maintenance } = input;
    const result = await this.updateStoreSettingsUseCase.execute({
      ...input,
      wallets: input.wallets.map((wallet) => ({ ...wallet, qrImageKey: wallet.qrImageKey ?? null })),
      bankAccounts: input.bankAccounts.map((account) => ({ ...account, cci: account.cci ?? null })),
      maintenance: { ...maintenance, startsAt: maintenance.startsAt ?? null, endsAt: maintenance.endsAt ?? null },
      stockHoldHours: input.stockHolds?.map(({ paymentMethod, hours }) => ({ method: paymentMethod, hours })) ?? null,
    });
    return result.ok ? this.store.settings(result.value) : this.present.invalid(result.error);
  }
}
