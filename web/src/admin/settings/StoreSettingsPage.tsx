import { useMutation, useQuery } from '@apollo/client/react';
import { Money } from '@esencia/domain/money/money';
import { MAINTENANCE_NOTICE_TYPES } from '@esencia/domain/store/maintenance';
import type { WalletMethod } from '@esencia/domain/store/store-settings';
import { Button, ErrorState, LoadingState, TextField, useToast } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import type { AdminStoreSettingsFieldsFragment } from '../gql/graphql';
import { SingleImageField } from '../brands/SingleImageField';
import formStyles from '../shared/adminForm.module.css';
import { AdminImageUploadError, uploadAdminImage } from '../products/uploadAdminImage';
import {
  emptyBankAccount,
  formErrors,
  formFromSettings,
  MAINTENANCE_TYPE_LABELS,
  settingsErrors,
  settingsFormInput,
  settingsInput,
  solesToCents,
  WALLET_LABELS,
  WALLET_METHODS,
  type BankAccountValues,
  type MaintenanceValues,
  type StoreSettingsErrors,
  type StoreSettingsValues,
  type WalletValues,
} from './settingsFormState';
import { AdminStoreSettingsQuery, UpdateStoreSettingsMutation } from './settings.queries';
import styles from './StoreSettingsPage.module.css';

/** The page's texts (the spec names none for this screen; see docs/product-decisions.md). */
export const STORE_SETTINGS_PAGE_MESSAGES = {
  saved: 'Configuración guardada',
  saveFailed: 'Error al guardar la configuración',
  loadFailed: 'Error al cargar la configuración',
} as const;

/**
 * /admin/settings: the store's contact data and hours, Yape and Plin with their QR pictures, bank
 * accounts, the maintenance notice and the shipping policy. The storefront reads them at once.
 */
export function StoreSettingsPage() {
  // Read from the server each time (not cached): the storefront's own `storeSettings` query selects
  // other fields of the same object, and two selections of one id-less object would replace each other.
  const settings = useQuery(AdminStoreSettingsQuery, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  if (settings.error && !settings.data) {
    return (
      <ErrorState
        message={STORE_SETTINGS_PAGE_MESSAGES.loadFailed}
        onRetry={() => void settings.refetch()}
        retrying={settings.loading}
      />
    );
  }
  if (!settings.data) return <LoadingState text="Cargando configuración..." />;
  return <StoreSettingsForm settings={settings.data.storeSettings} />;
}

interface UploadProgress {
  readonly method: WalletMethod;
  readonly percent: number;
}

function StoreSettingsForm({ settings }: { settings: AdminStoreSettingsFieldsFragment }) {
  const { toast } = useToast();
  const [values, setValues] = useState<StoreSettingsValues>(() => formFromSettings(settings));
  const [errors, setErrors] = useState<StoreSettingsErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  // The storefront frame around this page (banner, footer, chat) shows the new values at once: after every admin
  // mutation the storefront's client asks again for what it shows (admin/apolloClient.ts).
  const [updateSettings] = useMutation(UpdateStoreSettingsMutation, { fetchPolicy: 'no-cache' });

  // Leaving the page stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  const change = (next: StoreSettingsValues) => {
    setValues(next);
    if (submitted) setErrors(settingsErrors(next));
  };
  const update = (patch: Partial<StoreSettingsValues>) => change({ ...values, ...patch });
  const updateWallet = (method: WalletMethod, patch: Partial<WalletValues>) =>
    update({ wallets: { ...values.wallets, [method]: { ...values.wallets[method], ...patch } } });
  const updateMaintenance = (patch: Partial<MaintenanceValues>) =>
    update({ maintenance: { ...values.maintenance, ...patch } });
  const updateAccount = (index: number, patch: Partial<BankAccountValues>) =>
    update({
      bankAccounts: values.bankAccounts.map((account, at) => (at === index ? { ...account, ...patch } : account)),
    });

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

  const text = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: { hint?: string; inputMode?: 'numeric' | 'decimal' | 'email' | 'tel'; type?: 'email' | 'tel' } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={value}
      error={errors[name]}
      disabled={saving}
      hint={extra.hint}
      inputMode={extra.inputMode}
      type={extra.type}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  const check = (name: string, label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <label className={formStyles.check}>
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={saving}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );

  const freeFromCents = solesToCents(values.freeFrom);
  const flatFeeCents = solesToCents(values.flatFee);
  const shippingSummary =
    Number.isSafeInteger(freeFromCents) && Number.isSafeInteger(flatFeeCents) && freeFromCents >= 0 && flatFeeCents >= 0
      ? `Los pedidos desde ${Money.fromCents(freeFromCents).format()} no pagan envío; los demás pagan ${Money.fromCents(flatFeeCents).format()}.`
      : null;
  const { maintenance } = values;

  return (
    <form
      ref={formRef}
      className={`${formStyles.form} ${styles.page}`}
      noValidate
      aria-label="Configuración de la tienda"
      onSubmit={(event) => void handleSubmit(event)}
    >
      {formError && (
        <div role="alert" className={formStyles.alert}>
          {formError}
        </div>
      )}

      <Section title="Contacto">
        <div className={formStyles.row}>
          {text(
            'whatsappNumber',
            'Número de WhatsApp',
            values.whatsappNumber,
            (whatsappNumber) => update({ whatsappNumber }),
            {
              hint: 'Con el código de país y sin "+", p. ej. 51987654321.',
              inputMode: 'tel',
            },
          )}
          {text('phone', 'Teléfono', values.phone, (phone) => update({ phone }), { type: 'tel' })}
          {text('email', 'Correo electrónico', values.email, (email) => update({ email }), { type: 'email' })}
        </div>
      </Section>

      <Section title="Horarios de atención">
        <div className={formStyles.row}>
          {text(
            'supportHours',
            'Horario de atención',
            values.supportHours,
            (supportHours) => update({ supportHours }),
            {
              hint: 'p. ej. Lunes a Domingo 9am-10pm',
            },
          )}
          {text('phoneHours', 'Horario de atención telefónica', values.phoneHours, (phoneHours) =>
            update({ phoneHours }),
          )}
          {text('chatHours', 'Horario del chat', values.chatHours, (chatHours) => update({ chatHours }))}
        </div>
      </Section>

      <Section title="Yape y Plin">
        <div className={styles.wallets}>
          {WALLET_METHODS.map((method) => {
            const wallet = values.wallets[method];
            const name = WALLET_LABELS[method];
            return (
              <fieldset key={method} className={formStyles.fieldset} aria-label={name}>
                {check(`wallets.${method}.enabled`, `Ofrecer ${name}`, wallet.enabled, (enabled) =>
                  updateWallet(method, { enabled }),
                )}
                {wallet.enabled && (
                  <>
                    {text(`wallets.${method}.holder`, `Titular de ${name}`, wallet.holder, (holder) =>
                      updateWallet(method, { holder }),
                    )}
                    {text(
                      `wallets.${method}.number`,
                      `Número de ${name}`,
                      wallet.number,
                      (number) => updateWallet(method, { number }),
                      { inputMode: 'numeric', hint: '9 dígitos.' },
                    )}
                    <SingleImageField
                      label={`Código QR de ${name}`}
                      noun="QR"
                      alt={`Código QR de ${name}`}
                      image={wallet.qr}
                      error={errors[`wallets.${method}.qrImageKey`]}
                      disabled={saving}
                      progress={progress?.method === method ? progress.percent : null}
                      onChange={(qr) => updateWallet(method, { qr })}
                    />
                  </>
                )}
              </fieldset>
            );
          })}
        </div>
      </Section>

      <Section title="Cuentas bancarias">
        {values.bankAccounts.length === 0 && <p className={formStyles.hint}>No hay cuentas bancarias.</p>}
        {values.bankAccounts.map((account, index) => {
          const at = `bankAccounts.${index}`;
          return (
            <fieldset key={account.id} className={formStyles.fieldset} aria-label={`Cuenta ${index + 1}`}>
              <div className={formStyles.row}>
                {text(`${at}.bank`, 'Banco', account.bank, (bank) => updateAccount(index, { bank }))}
                {text(`${at}.holder`, 'Titular', account.holder, (holder) => updateAccount(index, { holder }))}
                {text(`${at}.accountNumber`, 'Número de cuenta', account.accountNumber, (accountNumber) =>
                  updateAccount(index, { accountNumber }),
                )}
                {text(`${at}.cci`, 'CCI (opcional)', account.cci, (cci) => updateAccount(index, { cci }), {
                  inputMode: 'numeric',
                  hint: '20 dígitos.',
                })}
              </div>
              <div>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={saving}
                  aria-label={`Quitar la cuenta ${index + 1}`}
                  onClick={() => {
                    const bankAccounts = values.bankAccounts.filter((_, at) => at !== index);
                    // Row errors are named by position: they are checked again for the rows left.
                    change({ ...values, bankAccounts });
                  }}
                >
                  Quitar cuenta
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={saving}
            onClick={() => update({ bankAccounts: [...values.bankAccounts, emptyBankAccount()] })}
          >
            Agregar cuenta
          </Button>
        </div>
      </Section>

      <Section title="Aviso de mantenimiento">
        <div className={formStyles.checks}>
          {check('maintenance.isEnabled', 'Activar modo mantenimiento', maintenance.isEnabled, (isEnabled) =>
            updateMaintenance({ isEnabled }),
          )}
          {check(
            'maintenance.orderCreation',
            'Permitir pedidos durante el mantenimiento',
            maintenance.orderCreation,
            (orderCreation) => updateMaintenance({ orderCreation }),
          )}
        </div>
        <div className={formStyles.row}>
          <Field label="Inicio (hora de Lima)" error={errors['maintenance.startsAt']}>
            {(id, describedBy) => (
              <input
                id={id}
                type="datetime-local"
                name="maintenance.startsAt"
                className={formStyles.control}
                value={maintenance.startsAt}
                disabled={saving}
                aria-describedby={describedBy}
                onChange={(event) => updateMaintenance({ startsAt: event.target.value })}
              />
            )}
          </Field>
          <Field label="Fin (hora de Lima)" error={errors['maintenance.endsAt']}>
            {(id, describedBy) => (
              <input
                id={id}
                type="datetime-local"
                name="maintenance.endsAt"
                className={formStyles.control}
                value={maintenance.endsAt}
                min={maintenance.startsAt || undefined}
                disabled={saving}
                aria-invalid={errors['maintenance.endsAt'] ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => updateMaintenance({ endsAt: event.target.value })}
              />
            )}
          </Field>
        </div>
        {text('maintenance.title', 'Título del aviso', maintenance.title, (title) => updateMaintenance({ title }))}
        <Field label="Descripción del aviso" error={errors['maintenance.description']}>
          {(id, describedBy) => (
            <textarea
              id={id}
              name="maintenance.description"
              rows={3}
              className={formStyles.control}
              value={maintenance.description}
              disabled={saving}
              aria-invalid={errors['maintenance.description'] ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => updateMaintenance({ description: event.target.value })}
            />
          )}
        </Field>
        <Field label="Tipo de aviso" error={errors['maintenance.type']}>
          {(id, describedBy) => (
            <select
              id={id}
              name="maintenance.type"
              className={formStyles.control}
              value={maintenance.type}
              disabled={saving}
              aria-describedby={describedBy}
              onChange={(event) => updateMaintenance({ type: event.target.value })}
            >
              {MAINTENANCE_NOTICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MAINTENANCE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={formStyles.checks}>
          {check(
            'maintenance.dismissible',
            'El cliente puede cerrar el aviso',
            maintenance.dismissible,
            (dismissible) => updateMaintenance({ dismissible }),
          )}
          {check(
            'maintenance.persistent',
            'Mostrar siempre, aunque lo hayan cerrado',
            maintenance.persistent,
            (persistent) => updateMaintenance({ persistent }),
          )}
          {check('maintenance.showTimeInfo', 'Mostrar las fechas del aviso', maintenance.showTimeInfo, (showTimeInfo) =>
            updateMaintenance({ showTimeInfo }),
          )}
        </div>
      </Section>

      <Section title="Envíos">
        <div className={formStyles.row}>
          {text(
            'shipping.freeFromCents',
            'Envío gratis desde (S/)',
            values.freeFrom,
            (freeFrom) => update({ freeFrom }),
            {
              inputMode: 'decimal',
            },
          )}
          {text('shipping.flatFeeCents', 'Costo de envío (S/)', values.flatFee, (flatFee) => update({ flatFee }), {
            inputMode: 'decimal',
          })}
        </div>
        {shippingSummary && (
          <p className={formStyles.hint} aria-live="polite">
            {shippingSummary}
          </p>
        )}
      </Section>

      <div className={styles.actions}>
        <Button type="submit" loading={saving} loadingLabel="Guardando...">
          Guardar configuración
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.section}`}>
      <legend className={formStyles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** A label, a native control (given its id and the id of its error) and the field's error. */
function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
