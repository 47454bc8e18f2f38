import { inject, injectable } from 'inversify';
import { Query, Resolver } from 'type-graphql';
import type { FileStorage } from '../../../application/ports/file-storage';
import { TOKENS } from '../../../application/ports/tokens';
import { GetStoreSettings } from '../../../application/store/GetStoreSettings';
import { StorePresenter } from '../presenters/store.presenter';
import { StoreSettings } from '../types/store.types';

@injectable()
@Resolver()
export class StoreResolver {
  private readonly present: StorePresenter;

  constructor(
    @inject(GetStoreSettings) private readonly getStoreSettings: GetStoreSettings,
    @inject(TOKENS.FileStorage) storage: FileStorage,
  ) {
    this.present = new StorePresenter(storage);
  }

  @Query(() => StoreSettings, {
    description: 'Datos de la tienda: contacto, horarios, cuentas, billeteras, aviso de mantenimiento.',
  })
  async storeSettings(): Promise<StoreSettings> {
    return this.present.settings(await this.getStoreSettings.execute());
  }
}
