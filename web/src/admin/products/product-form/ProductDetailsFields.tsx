import { selectableOptions } from '@esencia/domain/catalog/product-form';
import { normalizeSearchText } from '@esencia/domain/catalog/product-search';
import { TextField } from '@esencia/ui-kit';
import { useId, useState } from 'react';
import { FieldShell } from '../../shared/AdminFormDialog';
import formStyles from '../../shared/adminForm.module.css';
import type { ProductFieldsProps, ProductOption } from './useProductForm';

export interface ProductDetailsFieldsProps extends ProductFieldsProps {
  readonly brands: readonly ProductOption[];
  readonly categories: readonly ProductOption[];
}

/** The picker's first option: what to do, and how many brands match what was typed in its filter. */
function brandPrompt(filtered: boolean, matching: number, total: number): string {
  if (!filtered) return 'Selecciona una marca';
  return matching === 0 ? 'Ninguna marca coincide' : `Selecciona una marca (${matching} de ${total})`;
}

/** Name, brand, description and categories (only active brands and categories are offered). */
export function ProductDetailsFields({
  values,
  errors,
  disabled,
  update,
  brands,
  categories,
}: ProductDetailsFieldsProps) {
  const base = useId();
  const ids = { brandId: `${base}-brand`, description: `${base}-description`, categoryIds: `${base}-categories` };
  const brandOptions = selectableOptions(brands);
  // A shop with 300 brands is not a list of 300 on a phone: typing narrows the picker (case and accents ignored,
  // as the store's search); the chosen brand stays offered.
  const [brandFilter, setBrandFilter] = useState('');
  const needle = normalizeSearchText(brandFilter);
  const matchingBrands = needle
    ? brandOptions.filter((brand) => normalizeSearchText(brand.name).includes(needle))
    : brandOptions;
  const chosenBrand = brandOptions.find((brand) => brand.id === values.brandId);
  const offeredBrands =
    chosenBrand && !matchingBrands.includes(chosenBrand) ? [chosenBrand, ...matchingBrands] : matchingBrands;
  const categoryOptions = selectableOptions(categories);

  return (
    <>
      <TextField
        label="Nombre"
        name="name"
        required
        value={values.name}
        error={errors.name}
        disabled={disabled}
        onChange={(event) => update({ name: event.target.value })}
      />

      <FieldShell id={ids.brandId} label="Marca" error={errors.brandId} field="brandId">
        <input
          type="search"
          className={formStyles.control}
          aria-label="Filtrar marcas"
          aria-controls={ids.brandId}
          placeholder="Escribe para filtrar las marcas"
          value={brandFilter}
          disabled={disabled}
          onChange={(event) => setBrandFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter picks the one brand that matches; it never sends the form.
            event.preventDefault();
            const [only, ...others] = matchingBrands;
            if (only && others.length === 0) update({ brandId: only.id });
          }}
        />
        <select
          id={ids.brandId}
          name="brandId"
          className={formStyles.control}
          value={values.brandId ?? ''}
          disabled={disabled}
          aria-invalid={errors.brandId ? true : undefined}
          aria-describedby={errors.brandId ? `${ids.brandId}-error` : undefined}
          onChange={(event) => update({ brandId: event.target.value || null })}
        >
          <option value="">{brandPrompt(needle !== '', matchingBrands.length, brandOptions.length)}</option>
          {offeredBrands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </FieldShell>

      <FieldShell
        id={ids.description}
        label="Descripción"
        error={errors.description}
        field="description"
        hint="Admite párrafos, saltos de línea y **negrita**."
      >
        <textarea
          id={ids.description}
          name="description"
          rows={5}
          className={formStyles.control}
          value={values.description}
          disabled={disabled}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${ids.description}-hint${errors.description ? ` ${ids.description}-error` : ''}`}
          onChange={(event) => update({ description: event.target.value })}
        />
      </FieldShell>

      <fieldset
        className={formStyles.fieldset}
        aria-describedby={errors.categoryIds ? `${ids.categoryIds}-error` : undefined}
        data-field="categoryIds"
      >
        <legend className={formStyles.label}>Categorías</legend>
        {categoryOptions.length === 0 ? (
          <p className={formStyles.hint}>No hay categorías activas.</p>
        ) : (
          <div className={formStyles.checks}>
            {categoryOptions.map((category) => (
              <label key={category.id} className={formStyles.check}>
                <input
                  type="checkbox"
                  name="categoryIds"
                  value={category.id}
                  checked={values.categoryIds.includes(category.id)}
                  disabled={disabled}
                  onChange={(event) =>
                    update({
                      categoryIds: event.target.checked
                        ? [...values.categoryIds, category.id]
                        : values.categoryIds.filter((id) => id !== category.id),
                    })
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
        )}
        {errors.categoryIds && (
          <p id={`${ids.categoryIds}-error`} className={formStyles.error}>
            {errors.categoryIds}
          </p>
        )}
      </fieldset>
    </>
  );
}
