import { checkAddToCart } from '@esencia/domain/cart/product-quantity';
import { useToast, type CartNotice, type CartPanelNote } from '@esencia/ui-kit';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useApolloClient } from '@apollo/client/react';
import { answered, unwrap } from '../auth/graphqlErrors';
import { useSession } from '../auth/SessionProvider';
import { type CartQuoteFieldsFragment, MergeCartDocument, MyCartDocument, SaveCartDocument } from './cart.generated';
import { CART_STORAGE_KEY, clearStoredCart, readStoredCart, writeStoredCart, type CartLine } from './cartStorage';

/** A signed-in shopper's changes are saved to the account this long after the last one. */
export const CART_SAVE_DEBOUNCE_MS = 500;

/** The spec's cart notification after an addition (shown by the CartButton for 2 s). */
export const ADDED_NOTICE = 'Producto añadido al carrito';

type CartOperation = 'add' | 'update' | 'remove' | 'clear';

/** The spec's cart error texts, one per operation, when it could not be kept (browser or account). */
export const CART_OPERATION_ERRORS: Record<CartOperation, string> = {
  add: 'Error al añadir item al carrito',
  update: 'Error al actualizar cantidad',
  remove: 'Error al eliminar item del carrito',
  clear: 'Error al limpiar el carrito',
};

/** What the server changed the last time it checked the cart against the stock. */
export interface StockAdjustment {
  /** 'Algunos productos han sido actualizados por cambios en stock. Por favor, revisa tu carrito.' */
  message: string;
  /** Product id → the quantity it was cut to. */
  cut: Readonly<Record<string, number>>;
  /** Names of the products taken out (no stock, not on sale, gone). */
  removed: readonly string[];
}

/** The product being added: its id and its stock as the page last read it. */
export interface CartProductRef {
  id: string;
  stock: number;
}

export interface CartContextValue {
  /** The browser's lines (product and quantity only). */
  lines: readonly CartLine[];
  /** Units in the cart: the badge. */
  itemCount: number;
  /** Units of one product already in the cart. */
  quantityOf: (productId: string) => number;
  /**
   * Adds units of a product, refused beyond its stock ('No hay suficiente stock. Solo quedan N unidades',
   * N after what the cart holds). Shows the 2 s notice on success and a toast otherwise; true when added.
   * `errorMessage` replaces 'Error al añadir item al carrito' when the cart cannot be kept.
   */
  addToCart: (product: CartProductRef, quantity: number, errorMessage?: string) => boolean;
  /** Sets a line's quantity (the panel's '+' and '−'). */
  setQuantity: (productId: string, quantity: number) => void;
  /** Takes a product out of the cart. */
  remove: (productId: string) => void;
  /** Empties the cart. */
  clear: () => void;
  /** Takes the server's verdict: its lines replace the browser's and, when it adjusted them, the warning shows. */
  adoptQuote: (quote: CartQuoteFieldsFragment) => void;
  /**
   * Adds several products at once ('Volver a comprar'): `quote` is the server's quote of the cart's lines with
   * the new ones added, and its lines (cut to the stock, without what is not on sale) become the cart's, kept
   * and saved like any change, with `note` (what was added and left out) at the top of the panel. False when the
   * cart cannot be kept.
   */
  addQuoted: (quote: CartQuoteFieldsFragment, note: CartPanelNote) => boolean;
  /** The last stock adjustment, shown in the panel until the cart changes again or the panel closes. */
  adjustment: StockAdjustment | null;
  /** What the last addQuoted added and left out, shown in the panel (over the stock warning) like it. */
  note: CartPanelNote | null;
  /** The cart panel is open. */
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  /** The CartButton's notice ('Producto añadido al carrito'). */
  notice: CartNotice | null;
  /** The top bar's cart button, to give the focus back when the panel closes. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const CartContext = createContext<CartContextValue | null>(null);

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length && a.every((line, i) => line.productId === b[i]?.productId && line.quantity === b[i]?.quantity);

function linesOf(quote: CartQuoteFieldsFragment): CartLine[] {
  return quote.lines.map(({ productId, quantity }) => ({ productId, quantity }));
}

function adjustmentOf(quote: CartQuoteFieldsFragment): StockAdjustment | null {
  if (!quote.adjusted || !quote.warning) return null;
  return {
    message: quote.warning,
    cut: Object.fromEntries(
      quote.lines.filter((line) => line.change === 'QUANTITY_CUT').map((line) => [line.productId, line.quantity]),
    ),
    removed: quote.removed.map((line) => line.product?.name ?? 'Producto no disponible'),
  };
}

/**
 * The shopping cart. Its lines (product and quantity, never prices) live in localStorage under
 * 'shopping-cart', so a guest's cart survives a reload. For a signed-in shopper the account holds it
 * too: on sign-in the browser's lines are merged into the saved cart (mergeCart) and the result adopted,
 * a restored session takes the saved cart (myCart), and every change is saved (saveCart, debounced).
 * Signing out clears the browser's cart. Prices and stock are always the server's (see CartDrawer).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { toast } = useToast();
  const { me, loading: sessionLoading } = useSession();
  const [lines, setLines] = useState<CartLine[]>([]);
  const linesRef = useRef(lines);
  const [adjustment, setAdjustment] = useState<StockAdjustment | null>(null);
  const [note, setNote] = useState<CartPanelNote | null>(null);
  const [panelOpen, setPanelOpenState] = useState(false);
  const [notice, setNotice] = useState<CartNotice | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  // undefined until the first session check; then the signed-in account's id, or null for a guest.
  const accountRef = useRef<string | null | undefined>(undefined);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped by every sign-in/out: an answer that arrives for an older session is ignored.
  const syncGeneration = useRef(0);
  const mounted = useRef(false);

  const showError = useCallback(
    (message: string, reason: unknown) => {
      console.error(message, reason);
      toast({ title: message, tone: 'error' });
    },
    [toast],
  );

  /** Replaces the lines in memory and in the browser; false when the browser refused to keep them. */
  const keep = useCallback((next: CartLine[]): boolean => {
    linesRef.current = next;
    setLines(next);
    try {
      writeStoredCart(next);
      return true;
    } catch (reason) {
      console.error('No se pudo guardar el carrito en el navegador', reason);
      return false;
    }
  }, []);

  const saveToAccount = useCallback(
    async (operation: CartOperation) => {
      const generation = syncGeneration.current;
      try {
        const { data } = await client.mutate({
          mutation: SaveCartDocument,
          variables: { lines: linesRef.current.map(({ productId, quantity }) => ({ productId, quantity })) },
        });
        unwrap(answered(data).saveCart);
      } catch (reason) {
        if (generation === syncGeneration.current) showError(CART_OPERATION_ERRORS[operation], reason);
      }
    },
    [client, showError],
  );

  const scheduleSave = useCallback(
    (operation: CartOperation) => {
      if (typeof accountRef.current !== 'string') return;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => void saveToAccount(operation), CART_SAVE_DEBOUNCE_MS);
    },
    [saveToAccount],
  );

  /** A shopper's change: kept in the browser, saved to the account, the old warning dropped. */
  const change = useCallback(
    (next: CartLine[], operation: CartOperation, errorMessage = CART_OPERATION_ERRORS[operation]): boolean => {
      setAdjustment(null);
      setNote(null);
      const kept = keep(next);
      if (!kept) toast({ title: errorMessage, tone: 'error' });
      scheduleSave(operation);
      return kept;
    },
    [keep, scheduleSave, toast],
  );

  const adopt = useCallback(
    (quote: CartQuoteFieldsFragment) => {
      const next = linesOf(quote);
      if (!sameLines(next, linesRef.current)) keep(next);
      setAdjustment(adjustmentOf(quote));
    },
    [keep],
  );

  // The browser's cart, read once mounted (a server render has no storage: an empty cart first), before the
  // first paint and before the session below is followed (a sign-in merges these lines).
  // An empty one changes nothing: no render (after a hydration, a synchronous one of every cart reader).
  useLayoutEffect(() => {
    const stored = readStoredCart();
    if (stored.length === 0) return;
    linesRef.current = stored;
    setLines(stored);
  }, []);

  // Follow the session: restored → the saved cart; signed in → merge; signed out → forget.
  useEffect(() => {
    if (sessionLoading) return;
    const previous = accountRef.current;
    const current = me?.id ?? null;
    if (previous === current) return;
    accountRef.current = current;
    syncGeneration.current += 1;
    const generation = syncGeneration.current;
    clearTimeout(saveTimer.current);

    if (current === null) {
      if (previous) {
        // Signed out: nothing of the account's cart stays in this browser.
        clearStoredCart();
        linesRef.current = [];
        setLines([]);
        setAdjustment(null);
        setNote(null);
        setPanelOpenState(false);
      }
      return;
    }

    const sync = async () => {
      try {
        let quote: CartQuoteFieldsFragment;
        if (previous === undefined) {
          const { data } = await client.query({ query: MyCartDocument, fetchPolicy: 'network-only' });
          quote = answered(data).myCart;
        } else {
          const { data } = await client.mutate({
            mutation: MergeCartDocument,
            variables: { lines: linesRef.current.map(({ productId, quantity }) => ({ productId, quantity })) },
          });
          quote = unwrap(answered(data).mergeCart);
        }
        if (generation === syncGeneration.current && mounted.current) adopt(quote);
      } catch (reason) {
        if (generation === syncGeneration.current && mounted.current) {
          showError('Error al cargar items del carrito', reason);
        }
      }
    };
    void sync();
  }, [me, sessionLoading, client, adopt, showError]);

  // Another tab changed the cart: show the same lines here (that tab saves them to the account).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      const next = readStoredCart();
      linesRef.current = next;
      setLines(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Gone (the app closed): a save still waiting is dropped, and an answer still on its way is ignored.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(saveTimer.current);
    };
  }, []);

  const value = useMemo<CartContextValue>(() => {
    const quantityOf = (productId: string) => lines.find((line) => line.productId === productId)?.quantity ?? 0;
    return {
      lines,
      itemCount: lines.reduce((units, line) => units + line.quantity, 0),
      quantityOf,
      addToCart: (product, quantity, errorMessage) => {
        const current = linesRef.current;
        const inCart = current.find((line) => line.productId === product.id)?.quantity ?? 0;
        const checked = checkAddToCart(quantity, inCart, product.stock);
        if (!checked.ok) {
          toast({ title: checked.error.message, tone: 'warning' });
          return false;
        }
        const next = inCart
          ? current.map((line) => (line.productId === product.id ? { ...line, quantity: checked.value } : line))
          : [...current, { productId: product.id, quantity: checked.value }];
        if (!change(next, 'add', errorMessage)) return false;
        setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text: ADDED_NOTICE }));
        return true;
      },
      setQuantity: (productId, quantity) => {
        if (quantity < 1) return;
        change(
          linesRef.current.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
          'update',
        );
      },
      remove: (productId) => {
        change(
          linesRef.current.filter((line) => line.productId !== productId),
          'remove',
        );
      },
      clear: () => {
        change([], 'clear');
      },
      adoptQuote: adopt,
      addQuoted: (quote, added) => {
        if (!change(linesOf(quote), 'add')) return false;
        // What the quote cut or took out (also of the lines the cart held) marks its lines as after any quote.
        setAdjustment(adjustmentOf(quote));
        setNote(added);
        return true;
      },
      adjustment,
      note,
      panelOpen,
      setPanelOpen: (open) => {
        setPanelOpenState(open);
        // The warning was read: it does not come back on the next opening.
        if (!open) {
          setAdjustment(null);
          setNote(null);
        }
      },
      notice,
      buttonRef,
    };
  }, [lines, adjustment, note, panelOpen, notice, change, adopt, toast]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart: lines, count, add/update/remove/clear, the panel's state. Must be used inside <CartProvider>. */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart debe usarse dentro de <CartProvider>.');
  return context;
}
