import { Button } from '@esencia/ui-kit';
import { lazy, useState } from 'react';
import { LoadOnFirstOpen } from './LoadOnFirstOpen';

/** The panel's chunk (Radix Dialog, the catalogue query): fetched on first use, once. */
const loadPanel = () => import('./CatalogueMenuPanel');
const CatalogueMenuPanel = lazy(async () => ({ default: (await loadPanel()).CatalogueMenuPanel }));
const preload = () => void loadPanel();

/**
 * 'Categorías' button opening the catalogue as a full-width panel under the top of the window:
 * all products, promotions, and the active categories and brands sorted by name. A modal dialog,
 * so Escape, the close button or a click outside close it and focus returns to the button.
 * The panel's code is not in the first load: it is fetched when the button is hovered, focused or clicked.
 */
export function CatalogueMenu() {
  const [open, setOpen] = useState(false);
  const trigger = <Button variant="ghost">Categorías</Button>;
  return (
    <LoadOnFirstOpen open={open} onOpenChange={setOpen} trigger={trigger} preload={preload}>
      <CatalogueMenuPanel open={open} onOpenChange={setOpen} trigger={trigger} />
    </LoadOnFirstOpen>
  );
}
