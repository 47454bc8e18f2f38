import { Select } from '@esencia/ui-kit';
import { findSortOption, SORT_OPTIONS, type SortParam } from './sortOptions';

const OPTIONS = SORT_OPTIONS.map((option) => ({ value: option.param, label: option.label }));

export interface SortSelectProps {
  value: SortParam;
  onChange: (param: SortParam) => void;
}

/** 'Ordenar por' selector: Posición, Precio: menor a mayor, Precio: mayor a menor, Nombre. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return (
    <Select
      label="Ordenar por"
      inline
      options={OPTIONS}
      value={value}
      onValueChange={(next) => onChange(findSortOption(next).param)}
    />
  );
}
