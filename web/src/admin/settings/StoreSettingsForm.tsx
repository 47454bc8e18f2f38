import { Button } from '@esencia/ui-kit';
import type { AdminStoreSettingsFieldsFragment } from './settings.generated';
import formStyles from '../shared/adminForm.module.css';
import { BankAccountsSection } from './BankAccountsSection';
import { ContactSections } from './ContactSections';
import { MaintenanceSection } from './MaintenanceSection';
import { ShippingSection } from './ShippingSection';
import { StockHoldsSection } from './StockHoldsSection';
import { useStoreSettingsForm } from './useStoreSettingsForm';
import { WalletsSection } from './WalletsSection';
import styles from './StoreSettingsPage.module.css';

/** The settings form: its sections in the order the page shows them, and 'Guardar configuración'. */
export function StoreSettingsForm({ settings }: { settings: AdminStoreSettingsFieldsFragment }) {
  const form = useStoreSettingsForm(settings);
  const { values, update } = form;
  const field = { errors: form.errors, disabled: form.saving };

  return (
    <form
      ref={form.formRef}
      className={`${formStyles.form} ${styles.page}`}
      noValidate
      aria-label="Configuración de la tienda"
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      {form.formError && (
        <div role="alert" className={formStyles.alert}>
          {form.formError}
        </div>
      )}

      <ContactSections {...field} values={values} update={update} />
      <WalletsSection
        {...field}
        wallets={values.wallets}
        progress={form.progress}
        onChange={(method, patch) =>
          update({ wallets: { ...values.wallets, [method]: { ...values.wallets[method], ...patch } } })
        }
      />
      <BankAccountsSection
        {...field}
        accounts={values.bankAccounts}
        onChange={(bankAccounts) => update({ bankAccounts })}
      />
      <MaintenanceSection
        {...field}
        maintenance={values.maintenance}
        onChange={(patch) => update({ maintenance: { ...values.maintenance, ...patch } })}
      />
      <ShippingSection {...field} freeFrom={values.freeFrom} flatFee={values.flatFee} onChange={update} />
      <StockHoldsSection {...field} holdHours={values.holdHours} onChange={(holdHours) => update({ holdHours })} />

      <div className={styles.actions}>
        <Button type="submit" loading={form.saving} loadingLabel="Guardando...">
          Guardar configuración
        </Button>
      </div>
    </form>
  );
}
