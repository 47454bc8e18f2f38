import { adminStockNote } from '@esencia/domain/catalog/stock-level';
import { TextField } from '@esencia/ui-kit';
import formStyles from '../../shared/adminForm.module.css';
import type { ProductFieldsProps } from './useProductForm';

/** The original price in soles and the stock (with what that stock level means for the shop). */
export function PriceAndStockFields({ values, errors, disabled, update }: ProductFieldsProps) {
  const stock = Number(values.stock);
  const stockNote = values.stock.trim() && Number.isInteger(stock) ? adminStockNote(stock) : null;
  return (
    <div className={formStyles.row}>
      <TextField
        label="Precio original (S/)"
        name="originalPrice"
        inputMode="decimal"
        required
        placeholder="0.00"
        value={values.originalPrice}
        error={errors.originalPrice}
        disabled={disabled}
        onChange={(event) => update({ originalPrice: event.target.value })}
      />
      <TextField
        label="Stock"
        name="stock"
        inputMode="numeric"
        required
        value={values.stock}
        error={errors.stock}
        hint={stockNote}
        disabled={disabled}
        onChange={(event) => update({ stock: event.target.value })}
      />
    </div>
  );
}
