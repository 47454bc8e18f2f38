import { useMutation } from '@apollo/client/react';
import type { WalletMethod } from '@esencia/domain/store/store-settings';
import { useToast } from '@esencia/ui-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import { StoreSettingsDocument } from '../../storeSettings/storeSettings.generated';
import { type AdminStoreSettingsFieldsFragment, UpdateStoreSettingsDocument } from './settings.generated';
import { AdminImageUploadError, uploadAdminImage } from '../products/uploadAdminImage';
import {
  formErrors,
  formFromSettings,
  settingsErrors,
  settingsFormInput,
  settingsInput,
  WALLET_METHODS,
  type StoreSettingsErrors,
  type StoreSettingsValues,
} from './settingsFormState';

/** The page's texts (the spec names none for this screen; see docs/product-decisions.md). */
export const STORE_SETTINGS_PAGE_MESSAGES = {
  saved: 'Configuración guardada',
  saveFailed: 'Error al guardar la configuración',
  loadFailed: 'Error al cargar la configuración',
} as const;

/** The wallet whose QR picture is being sent, and how far it got. */
export interface QrUploadProgress {
  readonly method: WalletMethod;
  readonly percent: number;
}

/**
 * The settings as typed, their errors (checked again on every change once submitted) and the save: new QR
 * pictures first (each stored key kept for a retry), then the settings; the server's refusals come back
 * under their fields, and the first field in error is focused.
 */
export function useStoreSettingsForm(settings: AdminStoreSettingsFieldsFragment) {
  const { toast } = useToast();
  const [values, setValues] = useState<StoreSettingsValues>(() => formFromSettings(settings));
  const [errors, setErrors] = useState<StoreSettingsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<QrUploadProgress | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [updateSettings] = useMutation(UpdateStoreSettingsDocument, {
    fetchPolicy: 'no-cache',
    // The storefront frame around this page (banner, footer, chat) shows the new values at once.
    refetchQueries: [StoreSettingsDocument],
  });

  // Leaving the page stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const update = (patch: Partial<StoreSettingsValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(settingsErrors(next));
  };

  /** Sends the newly chosen QR pictures one by one; each stored key is kept for a retry. */
  async function storeQrImages(): Promise<Partial<Record<WalletMethod, string | null>>> {
    const keys: Partial<Record<WalletMethod, string | null>> = {};
    for (const method of WALLET_METHODS) {
      const wallet = values.wallets[method];
      const file = wallet.qr?.file;
      if (!wallet.enabled || !file || wallet.qr?.key) continue;
      abortRef.current = new AbortController();
      setProgress({ method, percent: 0 });
      const stored = await uploadAdminImage(
        {
          file,
          purpose: 'wallet-qr',
          signal: abortRef.current.signal,
          onProgress: (percent) => setProgress({ method, percent }),
        },
        STORE_SETTINGS_PAGE_MESSAGES.saveFailed,
      );
      keys[method] = stored.key;
      setValues((current) => {
        const qr = current.wallets[method].qr;
        if (qr?.file !== file) return current;
        return {
          ...current,
          wallets: { ...current.wallets, [method]: { ...current.wallets[method], qr: { ...qr, key: stored.key } } },
        };
      });
    }
    setProgress(null);
    return keys;
  }

  // The first field in error is focused after the render that shows it (and enables the form again).
  const [refocus, setRefocus] = useState<StoreSettingsErrors | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const controls = formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [];
    Array.from(controls)
      .find((control) => refocus[control.getAttribute('name') ?? ''])
      ?.focus();
  }, [refocus]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = settingsErrors(values);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFormError('Revisa los campos marcados.');
      setRefocus(found);
      return;
    }
    setSaving(true);
    let qrKeys: Partial<Record<WalletMethod, string | null>>;
    try {
      qrKeys = await storeQrImages();
    } catch (error) {
      setProgress(null);
      setSaving(false);
      setFormError(error instanceof AdminImageUploadError ? error.message : STORE_SETTINGS_PAGE_MESSAGES.saveFailed);
      return;
    }
    const input = settingsInput(settingsFormInput(values, qrKeys));
    try {
      const saved = unwrap(answered((await updateSettings({ variables: { input } })).data).updateStoreSettings);
      toast({ title: STORE_SETTINGS_PAGE_MESSAGES.saved, tone: 'success' });
      setValues(formFromSettings(saved));
      setErrors({});
      setSubmitted(false);
    } catch (error) {
      if (error instanceof ApiFailure) {
        const refused = formErrors(
          values,
          Object.entries(error.fieldErrors).map(([field, message]) => ({ field, message })),
        );
        setErrors(refused);
        setFormError(
          Object.keys(refused).length > 0
            ? STORE_SETTINGS_PAGE_MESSAGES.saveFailed
            : `${STORE_SETTINGS_PAGE_MESSAGES.saveFailed}: ${error.message}`,
        );
        setRefocus(refused);
      } else {
        setFormError(STORE_SETTINGS_PAGE_MESSAGES.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  }

  return { values, errors, formError, saving, progress, formRef, update, handleSubmit };
}
