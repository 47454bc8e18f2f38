import { SelectPreview } from '@esencia/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { findSortOption, SORT_OPTIONS, type SortParam } from './sortOptions';

const OPTIONS = SORT_OPTIONS.map((option) => ({ value: option.param, label: option.label }));

/** The kit's Select (Radix Select): fetched on first use, once. */
const loadSelect = () => import('./kitSelect');
const Select = lazy(async () => ({ default: (await loadSelect()).Select }));
const preload = () => void loadSelect();

export interface SortSelectProps {
  value: SortParam;
  onChange: (param: SortParam) => void;
}

/**
 * 'Ordenar por' selector: Posición, Precio: menor a mayor, Precio: mayor a menor, Nombre. Until it is first
 * used it is the kit's SelectPreview (same look, no Radix code; hovering or focusing it starts fetching the
 * Select); the first press or key swaps in the kit's Select, opened and focused as the press or key asked.
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const [activation, setActivation] = useState<{ open: boolean; focused: boolean } | null>(null);
  const shared = { label: 'Ordenar por', inline: true, options: OPTIONS, value };
  const preview = <SelectPreview {...shared} onActivate={setActivation} onPreload={preload} />;

  if (!activation) return preview;
  return (
    <Suspense fallback={<SelectPreview {...shared} onActivate={() => {}} />}>
      <Select
        {...shared}
        defaultOpen={activation.open}
        autoFocus={activation.focused}
        onValueChange={(next) => onChange(findSortOption(next).param)}
      />
    </Suspense>
  );
}
