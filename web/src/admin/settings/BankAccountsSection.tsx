import { Button } from '@esencia/ui-kit';
import formStyles from '../shared/adminForm.module.css';
import { Section, SettingsText, type SettingsSectionProps } from './settingsFields';
import { emptyBankAccount, type BankAccountValues } from './settingsFormState';

interface BankAccountsSectionProps extends SettingsSectionProps {
  readonly accounts: readonly BankAccountValues[];
  /** The whole list after a change: rows are named by position, so their errors are checked again. */
  readonly onChange: (accounts: BankAccountValues[]) => void;
}

/** 'Cuentas bancarias': bank, holder, account number and CCI of each; rows added and removed. */
export function BankAccountsSection({ accounts, onChange, ...field }: BankAccountsSectionProps) {
  const updateAccount = (index: number, patch: Partial<BankAccountValues>) =>
    onChange(accounts.map((account, at) => (at === index ? { ...account, ...patch } : account)));

  return (
    <Section title="Cuentas bancarias">
      {accounts.length === 0 && <p className={formStyles.hint}>No hay cuentas bancarias.</p>}
      {accounts.map((account, index) => {
        const at = `bankAccounts.${index}`;
        return (
          <fieldset key={account.id} className={formStyles.fieldset} aria-label={`Cuenta ${index + 1}`}>
            <div className={formStyles.row}>
              <SettingsText
                {...field}
                name={`${at}.bank`}
                label="Banco"
                value={account.bank}
                onChange={(bank) => updateAccount(index, { bank })}
              />
              <SettingsText
                {...field}
                name={`${at}.holder`}
                label="Titular"
                value={account.holder}
                onChange={(holder) => updateAccount(index, { holder })}
              />
              <SettingsText
                {...field}
                name={`${at}.accountNumber`}
                label="Número de cuenta"
                value={account.accountNumber}
                onChange={(accountNumber) => updateAccount(index, { accountNumber })}
              />
              <SettingsText
                {...field}
                name={`${at}.cci`}
                label="CCI (opcional)"
                value={account.cci}
                onChange={(cci) => updateAccount(index, { cci })}
                inputMode="numeric"
                hint="20 dígitos."
              />
            </div>
            <div>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={field.disabled}
                aria-label={`Quitar cuenta ${index + 1}`}
                onClick={() => onChange(accounts.filter((_, other) => other !== index))}
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
          disabled={field.disabled}
          onClick={() => onChange([...accounts, emptyBankAccount()])}
        >
          Agregar cuenta
        </Button>
      </div>
    </Section>
  );
}
