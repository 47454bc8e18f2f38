import { Money } from '@esencia/domain/money/money';
import { shippingPolicySummary } from '@esencia/domain/order/order-totals';
import formStyles from '../shared/adminForm.module.css';
import { Section, SettingsText, type SettingsSectionProps } from './settingsFields';
import { solesToCents } from './settingsFormState';

interface ShippingSectionProps extends SettingsSectionProps {
  /** Soles as typed. */
  readonly freeFrom: string;
  readonly flatFee: string;
  readonly onChange: (patch: { freeFrom?: string; flatFee?: string }) => void;
}

/** 'Envíos': the order total from which shipping is free and the fee below it, said back in a sentence. */
export function ShippingSection({ freeFrom, flatFee, onChange, ...field }: ShippingSectionProps) {
  const freeFromCents = solesToCents(freeFrom);
  const flatFeeCents = solesToCents(flatFee);
  const summary =
    Number.isSafeInteger(freeFromCents) && Number.isSafeInteger(flatFeeCents) && freeFromCents >= 0 && flatFeeCents >= 0
      ? shippingPolicySummary({ freeFrom: Money.fromCents(freeFromCents), flatFee: Money.fromCents(flatFeeCents) })
      : null;

  return (
    <Section title="Envíos">
      <div className={formStyles.row}>
        <SettingsText
          {...field}
          name="shipping.freeFromCents"
          label="Envío gratis desde (S/)"
          value={freeFrom}
          onChange={(next) => onChange({ freeFrom: next })}
          inputMode="decimal"
        />
        <SettingsText
          {...field}
          name="shipping.flatFeeCents"
          label="Costo de envío (S/)"
          value={flatFee}
          onChange={(next) => onChange({ flatFee: next })}
          inputMode="decimal"
        />
      </div>
      {summary && (
        <p className={formStyles.hint} aria-live="polite">
          {summary}
        </p>
      )}
    </Section>
  );
}
