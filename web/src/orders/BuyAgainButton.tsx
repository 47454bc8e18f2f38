import { buyAgainOutcome, buyAgainRequest } from '@esencia/domain/cart/buy-again';
import { Button, useToast, type ButtonProps } from '@esencia/ui-kit';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { answered } from '../auth/graphqlErrors';
import { CartQuoteDocument } from '../cart/cartQuote.generated';
import { CART_OPERATION_ERRORS, useCart } from '../cart/CartProvider';
import type { OrderFieldsFragment } from './orderFields.generated';

export const BUY_AGAIN_LABELS = { idle: 'Volver a comprar', busy: 'Agregando...' } as const;

export interface BuyAgainButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  order: Pick<OrderFieldsFragment, 'lines'>;
}

/**
 * 'Volver a comprar' (completed and cancelled orders: canBuyAgain): the order's products go into the cart with
 * its quantities, added to what the cart holds. The server's cart quote of the whole cart decides today's
 * prices, what is still on sale and the stock; its lines become the cart's (guest or saved), and the cart opens
 * with one note at its top saying how many products were added and why any other was not (a toast there lay
 * over the panel's title and close button on a phone, and took no taps under the open panel).
 */
export function BuyAgainButton({ order, disabled, ...buttonProps }: BuyAgainButtonProps) {
  const client = useApolloClient();
  const cart = useCart();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const buyAgain = async () => {
    const cartBefore = cart.lines;
    const ordered = order.lines.map(({ productId, quantity, name }) => ({ productId, quantity, name }));
    setBusy(true);
    try {
      const { data } = await client.query({
        query: CartQuoteDocument,
        variables: { lines: buyAgainRequest(cartBefore, ordered).lines },
        fetchPolicy: 'network-only',
      });
      const quote = answered(data).cartQuote;
      const outcome = buyAgainOutcome(ordered, cartBefore, quote);
      // The cart could not be kept: its own error toast said so.
      if (!cart.addQuoted(quote, { title: outcome.title, details: outcome.problems, tone: outcome.tone })) return;
      // The cart opens with the lines at today's prices and the note.
      cart.setPanelOpen(true);
    } catch (reason) {
      console.error('No se pudo volver a comprar el pedido', reason);
      toast({ title: CART_OPERATION_ERRORS.add, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" {...buttonProps} disabled={disabled || busy} onClick={() => void buyAgain()}>
      {busy ? BUY_AGAIN_LABELS.busy : BUY_AGAIN_LABELS.idle}
    </Button>
  );
}
