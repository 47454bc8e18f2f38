import formStyles from '../../shared/adminForm.module.css';
import type { ProductFieldsProps } from './useProductForm';

/** Whether the product is on sale in the store, and whether the home carousel shows it. */
export function VisibilityChecks({ values, disabled, update }: Omit<ProductFieldsProps, 'errors'>) {
  return (
    <div className={formStyles.checks}>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          disabled={disabled}
          onChange={(event) => update({ active: event.target.checked })}
        />
        Activo (a la venta en la tienda)
      </label>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          name="carousel"
          checked={values.carousel}
          disabled={disabled}
          onChange={(event) => update({ carousel: event.target.checked })}
        />
        Mostrar en el carrusel de inicio
      </label>
    </div>
  );
}
