import { Button, CartLineItem, CartPanel, useToast, type CartPanelStatus, type RenderLink } from '@esencia/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { answered } from '../auth/graphqlErrors';
import type { CartQuoteFieldsFragment } from './cart.generated';
import { CartQuoteDocument } from './cartQuote.generated';
import { useCart } from './CartProvider';

/** Where the checkout button leads once the server found nothing to adjust (the page is a later issue). */
export const CHECKOUT_PATH = '/checkout';

const cutNote = (quantity: number) =>
  quantity === 1
    ? 'Solo queda 1 unidad: ajustamos la cantidad.'
    : `Solo quedan ${quantity} unidades: ajustamos la cantidad.`;

/**
 * The cart panel with the server's prices: every time it is open (and after each change) the browser's
 * lines are quoted again (cartQuote) — prices, promotions and stock are never the ones stored. A quote
 * that had to cut or remove lines replaces the browser's lines and shows the spec's warning. The
 * checkout button asks once more and enters /checkout only when nothing changed.
 * Loaded on first opening (React.lazy), so it stays out of the first chunk.
 */
export default function CartDrawer() {
  const cart = useCart();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [checkingOut, setCheckingOut] = useState(false);
  const { lines, panelOpen, setPanelOpen, adjustment, adoptQuote } = cart;
  const variables = { lines: lines.map(({ productId, quantity }) => ({ productId, quantity })) };

  const { data, previousData, error, loading, refetch } = useQuery(CartQuoteDocument, {
    variables,
    skip: !panelOpen || lines.length === 0,
    fetchPolicy: 'network-only',
  });
  const quote = data?.cartQuote ?? previousData?.cartQuote;

  // The server cut or removed lines: its lines become the cart's, and the warning shows.
  const answer: CartQuoteFieldsFragment | undefined = data?.cartQuote;
  useEffect(() => {
    if (answer?.adjusted) adoptQuote(answer);
  }, [answer, adoptQuote]);

  const close = () => {
    setPanelOpen(false);
    // The panel has no trigger of its own: give the focus back to the top bar's cart button.
    setTimeout(() => cart.buttonRef.current?.focus(), 0);
  };

  const checkout = async () => {
    setCheckingOut(true);
    try {
      const { data: fresh } = await client.query({ query: CartQuoteDocument, variables, fetchPolicy: 'network-only' });
      const verdict = answered(fresh).cartQuote;
      if (verdict.adjusted) {
        // Lines above the stock were cut or removed: stay, show the warning and the corrected cart.
        adoptQuote(verdict);
        return;
      }
      setPanelOpen(false);
      await navigate(CHECKOUT_PATH);
    } catch (reason) {
      console.error('No se pudo revisar el carrito', reason);
      toast({ title: 'Error al cargar items del carrito', tone: 'error' });
    } finally {
      setCheckingOut(false);
    }
  };

  let status: CartPanelStatus = 'ready';
  if (lines.length > 0 && error) status = 'error';
  else if (lines.length > 0 && !quote) status = 'loading';

  const renderLink: RenderLink = ({ href, ...props }) => (
    <Link to={href} onClick={() => setPanelOpen(false)} {...props} />
  );
  const quoted = lines.length > 0 ? (quote?.lines ?? []) : [];

  return (
    <CartPanel
      open={panelOpen}
      onOpenChange={(open) => (open ? setPanelOpen(true) : close())}
      status={status}
      itemCount={cart.itemCount}
      subtotal={quote?.subtotal.formatted}
      message={cart.note ?? adjustment?.message}
      onRetry={() => void refetch()}
      onCheckout={() => void checkout()}
      checkingOut={checkingOut}
      onClear={cart.clear}
      emptyAction={
        <Button asChild variant="secondary">
          <Link to="/web-products" onClick={() => setPanelOpen(false)}>
            Ver productos
          </Link>
        </Button>
      }
    >
      {quoted.map((line) => {
        const discounted = line.originalUnitPrice.cents !== line.unitPrice.cents;
        const cut = adjustment?.cut[line.productId];
        return (
          <CartLineItem
            key={line.productId}
            name={line.product?.name ?? null}
            brand={line.product?.brand?.name}
            imageUrl={line.product?.imageUrl}
            href={line.product ? `/product/${encodeURIComponent(line.product.id)}` : undefined}
            renderLink={renderLink}
            unitPrice={line.unitPrice.formatted}
            originalUnitPrice={discounted ? line.originalUnitPrice.formatted : undefined}
            lineTotal={line.lineTotal.formatted}
            quantity={cart.quantityOf(line.productId) || line.quantity}
            stock={line.product?.stock ?? 0}
            busy={loading || checkingOut}
            note={cut === undefined ? undefined : cutNote(cut)}
            onQuantityChange={(quantity) => cart.setQuantity(line.productId, quantity)}
            onRemove={() => cart.remove(line.productId)}
          />
        );
      })}
    </CartPanel>
  );
}
