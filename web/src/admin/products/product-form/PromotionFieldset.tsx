import { changePromotionType, turnPromotionOff } from '@esencia/domain/catalog/product-form';
import type { PromotionType } from '@esencia/domain/catalog/promotion';
import { discountBadge } from '@esencia/domain/catalog/promotion-display';
import type { IsoDate } from '@esencia/domain/shared/lima-date';
import { TextField } from '@esencia/ui-kit';
import { useId } from 'react';
import { FieldShell } from '../../shared/AdminFormDialog';
import formStyles from '../../shared/adminForm.module.css';
import { liveFinalPrice } from './productFormState';
import type { ProductFieldsProps } from './useProductForm';
import styles from './ProductFormDialog.module.css';

export interface PromotionFieldsetProps extends ProductFieldsProps {
  /** Today in Lima: the earliest start of a new promotion. */
  readonly today: IsoDate;
  /** The saved promotion's start: an edit may keep a start that is already past. */
  readonly savedStartDate: IsoDate | null;
}

const PROMOTION_TYPES = [
  ['percentage', 'Porcentaje (%)'],
  ['fixed', 'Monto fijo (S/)'],
] as const;

/** 'Aplicar promoción': its type, discount and period (one day or a range), and the final price it gives. */
export function PromotionFieldset({ values, errors, disabled, update, today, savedStartDate }: PromotionFieldsetProps) {
  const base = useId();
  const ids = { start: `${base}-start`, end: `${base}-end` };
  const finalPrice = liveFinalPrice(values);
  const badge = values.isPromoted
    ? discountBadge({ type: values.promotionType, discount: Number(values.discount) || 0 })
    : null;
  const startMin = savedStartDate && savedStartDate < today ? savedStartDate : today;

  function turn(on: boolean) {
    if (on) {
      update({ isPromoted: true, startDate: values.startDate || today });
      return;
    }
    const off = turnPromotionOff({
      isPromoted: true,
      type: values.promotionType,
      discount: Number(values.discount) || 0,
      startDate: null,
      endDate: null,
    });
    update({ isPromoted: off.isPromoted, discount: String(off.discount) });
  }

  function changeType(type: PromotionType) {
    const next = changePromotionType(
      { isPromoted: true, type: values.promotionType, discount: 0, startDate: null, endDate: null },
      type,
    );
    update({ promotionType: next.type, discount: String(next.discount) });
  }

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.label}>Promoción</legend>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          name="isPromoted"
          checked={values.isPromoted}
          disabled={disabled}
          onChange={(event) => turn(event.target.checked)}
        />
        Aplicar promoción
      </label>
      {values.isPromoted && (
        <div className={styles.promotion}>
          <div role="radiogroup" aria-label="Tipo de descuento" className={formStyles.checks}>
            {PROMOTION_TYPES.map(([type, label]) => (
              <label key={type} className={formStyles.check}>
                <input
                  type="radio"
                  name="promotionType"
                  value={type}
                  checked={values.promotionType === type}
                  disabled={disabled}
                  onChange={() => changeType(type)}
                />
                {label}
              </label>
            ))}
          </div>
          <TextField
            label={values.promotionType === 'fixed' ? 'Descuento (S/)' : 'Descuento (%)'}
            name="discount"
            inputMode="numeric"
            value={values.discount}
            error={errors.discount}
            disabled={disabled}
            onChange={(event) => update({ discount: event.target.value })}
          />
          <div role="radiogroup" aria-label="Período de la promoción" className={formStyles.checks}>
            <label className={formStyles.check}>
              <input
                type="radio"
                name="period"
                checked={values.singleDay}
                disabled={disabled}
                onChange={() => update({ singleDay: true, endDate: '' })}
              />
              Un solo día
            </label>
            <label className={formStyles.check}>
              <input
                type="radio"
                name="period"
                checked={!values.singleDay}
                disabled={disabled}
                onChange={() => update({ singleDay: false })}
              />
              Rango de fechas
            </label>
          </div>
          <div className={formStyles.row}>
            <FieldShell
              id={ids.start}
              label={values.singleDay ? 'Fecha de la promoción' : 'Fecha de inicio'}
              error={errors.promotionStartDate}
              field="promotionStartDate"
            >
              <input
                id={ids.start}
                name="promotionStartDate"
                type="date"
                className={formStyles.control}
                min={startMin}
                value={values.startDate}
                disabled={disabled}
                aria-invalid={errors.promotionStartDate ? true : undefined}
                aria-describedby={errors.promotionStartDate ? `${ids.start}-error` : undefined}
                onChange={(event) => update({ startDate: event.target.value })}
              />
            </FieldShell>
            {!values.singleDay && (
              <FieldShell id={ids.end} label="Fecha de fin" error={errors.promotionEndDate} field="promotionEndDate">
                <input
                  id={ids.end}
                  name="promotionEndDate"
                  type="date"
                  className={formStyles.control}
                  min={values.startDate && values.startDate > today ? values.startDate : today}
                  value={values.endDate}
                  disabled={disabled}
                  aria-invalid={errors.promotionEndDate ? true : undefined}
                  aria-describedby={errors.promotionEndDate ? `${ids.end}-error` : undefined}
                  onChange={(event) => update({ endDate: event.target.value })}
                />
              </FieldShell>
            )}
          </div>
        </div>
      )}
      <p className={styles.finalPrice} role="status" aria-live="polite" aria-label="Precio final">
        <span>Precio final</span>
        <strong>{finalPrice ? finalPrice.format() : '—'}</strong>
        {badge && finalPrice && <span className={styles.badge}>{badge}</span>}
      </p>
    </fieldset>
  );
}
