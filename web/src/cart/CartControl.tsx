import { CartButton } from '@esencia/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { useCart } from './CartProvider';

// The panel and its queries load on the first opening, out of the first chunk.
const CartDrawer = lazy(() => import('./CartDrawer'));

/** The top bar's cart: the button with the count badge and the 2 s notice; it opens the cart panel. */
export function CartControl() {
  const { itemCount, notice, panelOpen, setPanelOpen, buttonRef } = useCart();
  const [loaded, setLoaded] = useState(panelOpen);
  if (panelOpen && !loaded) setLoaded(true);

  return (
    <>
      <CartButton
        ref={buttonRef}
        count={itemCount}
        notice={notice}
        aria-haspopup="dialog"
        aria-expanded={panelOpen}
        onClick={() => setPanelOpen(true)}
      />
      {loaded && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  );
}
