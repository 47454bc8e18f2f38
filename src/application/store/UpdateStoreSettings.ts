import { isCatalogueImageKey } from '../../domain/media/catalogue-image';
import { fieldError, type FieldError } from '../../domain/shared/field-error';
import { domainError, err, ok, type Result } from '../../domain/shared/result';
import type { StoreSettings } from '../../domain/store/store-settings';
import {
  STORE_SETTINGS_MESSAGES,
  validateStoreSettingsForm,
  type StoreSettingsFormError,
  type StoreSettingsFormInput,
} from '../../domain/store/store-settings-form';
import { isStored } from '../catalog-admin/product-input';
import { removeStoredImages } from '../catalog-admin/stored-images';
import type { Clock } from '../ports/clock';
import type { FileStorage } from '../ports/file-storage';
import type { StoreSettingsRepository } from '../ports/store';

/**
 * An admin saves the store's settings: contact data and hours, Yape and Plin
 * with their QR images, bank accounts, the maintenance notice and switch, and
 * the shipping policy that the next orders pay (no redeploy). The form's rules
 * are the domain's (store-settings-form.ts); a new QR must be an image the
 * upload route stored under store/ (the ones already saved stay acceptable).
 * A QR the settings no longer use is deleted from storage. With maintenance on,
 * an announced window that has ended is refused (the clock says when).
 */
export class UpdateStoreSettings {
  constructor(
    private readonly settings: StoreSettingsRepository,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
  ) {}

  async execute(input: StoreSettingsFormInput): Promise<Result<StoreSettings, StoreSettingsFormError>> {
    const current = await this.settings.get();
    const form = validateStoreSettingsForm(input, this.clock.now(), current.stockHoldHours);
    const savedQrKeys = qrKeysOf(current);
    const qrErrors: FieldError[] = [];
    for (const [index, wallet] of input.wallets.entries()) {
      const key = wallet.qrImageKey?.trim();
      if (!key || savedQrKeys.has(key)) continue;
      if (!isCatalogueImageKey(key, 'wallet-qr') || !(await isStored(this.storage, key))) {
        qrErrors.push(
          fieldError(`wallets.${index}.qrImageKey`, 'IMAGE_NOT_UPLOADED', STORE_SETTINGS_MESSAGES.walletQr),
        );
      }
    }
    if (!form.ok || qrErrors.length > 0) {
      const fieldErrors = [...(form.ok ? [] : form.error.details.fieldErrors), ...qrErrors];
      return err({ ...domainError('STORE_SETTINGS_INVALID', fieldErrors[0]!.message), details: { fieldErrors } });
    }
    const saved = await this.settings.update({ ...current, ...form.value });
    const kept = qrKeysOf(saved);
    await removeStoredImages(
      this.storage,
      [...savedQrKeys].filter((key) => !kept.has(key)),
    );
    return ok(saved);
  }
}

function qrKeysOf(settings: StoreSettings): Set<string> {
  return new Set(settings.wallets.flatMap((wallet) => (wallet.qrImageKey ? [wallet.qrImageKey] : [])));
}
