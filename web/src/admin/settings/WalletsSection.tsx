import type { WalletMethod } from '@esencia/domain/store/store-settings';
import { SingleImageField } from '../brands/SingleImageField';
import formStyles from '../shared/adminForm.module.css';
import { Section, SettingsCheck, SettingsText, type SettingsSectionProps } from './settingsFields';
import { WALLET_LABELS, WALLET_METHODS, type WalletValues } from './settingsFormState';
import styles from './StoreSettingsPage.module.css';

interface WalletsSectionProps extends SettingsSectionProps {
  readonly wallets: Readonly<Record<WalletMethod, WalletValues>>;
  /** The QR picture being sent, and how far it got. */
  readonly progress: { readonly method: WalletMethod; readonly percent: number } | null;
  readonly onChange: (method: WalletMethod, patch: Partial<WalletValues>) => void;
}

/** 'Yape y Plin': each offered or not, with its holder, number and QR picture. */
export function WalletsSection({ wallets, progress, onChange, ...field }: WalletsSectionProps) {
  return (
    <Section title="Yape y Plin">
      <div className={styles.wallets}>
        {WALLET_METHODS.map((method) => {
          const wallet = wallets[method];
          const name = WALLET_LABELS[method];
          return (
            <fieldset key={method} className={formStyles.fieldset} aria-label={name}>
              <SettingsCheck
                name={`wallets.${method}.enabled`}
                label={`Ofrecer ${name}`}
                checked={wallet.enabled}
                disabled={field.disabled}
                onChange={(enabled) => onChange(method, { enabled })}
              />
              {wallet.enabled && (
                <>
                  <SettingsText
                    {...field}
                    name={`wallets.${method}.holder`}
                    label={`Titular de ${name}`}
                    value={wallet.holder}
                    onChange={(holder) => onChange(method, { holder })}
                  />
                  <SettingsText
                    {...field}
                    name={`wallets.${method}.number`}
                    label={`Número de ${name}`}
                    value={wallet.number}
                    onChange={(number) => onChange(method, { number })}
                    inputMode="numeric"
                    hint="9 dígitos."
                  />
                  <SingleImageField
                    label={`Código QR de ${name}`}
                    noun="QR"
                    alt={`Código QR de ${name}`}
                    image={wallet.qr}
                    error={field.errors[`wallets.${method}.qrImageKey`]}
                    disabled={field.disabled}
                    progress={progress?.method === method ? progress.percent : null}
                    onChange={(qr) => onChange(method, { qr })}
                  />
                </>
              )}
            </fieldset>
          );
        })}
      </div>
    </Section>
  );
}
