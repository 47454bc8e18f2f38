import { useMutation } from '@apollo/client/react';
import { adminOrderTabs } from '@esencia/domain/admin-order/admin-order';
import { useToast, type SearchResult } from '@esencia/ui-kit';
import { useRef, useState, type RefObject } from 'react';
import { answered, ApiFailure, unwrap } from '../../../auth/graphqlErrors';
import { newIdempotencyKey } from '../../../checkout/checkoutDraft';
import { gotNoAnswer, ORDER_NOT_ANSWERED, orderAnswerContext } from '../../../checkout/orderAnswer';
import { CreateAssistedOrderDocument } from './assistedOrder.generated';
import {
  CUSTOMER_FIELDS,
  domainInput,
  EMPTY_VALUES,
  firstTabWithError,
  lineField,
  linesFromServerCart,
  orderRequest,
  serverFieldErrors,
  tabOf,
  validate,
  withProductAdded,
  type CreatedOrder,
  type Errors,
  type Line,
  type SearchProduct,
  type TabId,
  type Values,
} from './assistedOrderForm';
import { ASSISTED_ORDER_MESSAGES } from './messages';

/**
 * The assisted order's state and what the admin can do with it: fill the customer, add and change lines,
 * move between the tabs (each opens once the one before is complete), create the order (one idempotency key
 * per distinct request, so a retry after a lost answer never creates two) and start over.
 */
export function useAssistedOrderForm({
  formRef,
  onCreated,
}: {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly onCreated?: (orderId: string) => void;
}) {
  const { toast } = useToast();
  const [tab, setTab] = useState<TabId>('customer');
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [lines, setLines] = useState<readonly Line[]>([]);
  /** Fields whose own message may show (left, or checked by 'Siguiente' / 'Crear pedido'). */
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  /** The server's messages, each until its field (or line) changes. */
  const [serverErrors, setServerErrors] = useState<Errors>({});
  /** 'No hay suficiente stock disponible' under a line whose quantity was asked above its stock. */
  const [lineNotices, setLineNotices] = useState<Readonly<Record<string, string>>>({});
  const [stockNotice, setStockNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedOrder | null>(null);
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const [createOrder] = useMutation(CreateAssistedOrderDocument);

  const enabled = adminOrderTabs(domainInput(values, lines));
  // A tab that closed again (a customer field emptied, the last line removed) falls back to the one before.
  const activeTab: TabId = enabled[tab] ? tab : enabled.products ? 'products' : 'customer';
  const clientErrors = validate(values, lines);
  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ?? (touched.has(field) ? clientErrors[field] : undefined);
  const lineError = (productId: string, index: number): string | undefined =>
    serverErrors[lineField(productId)] ?? clientErrors[`lines.${index}`];

  const touch = (...fields: string[]) =>
    setTouched((current) => {
      if (fields.every((field) => current.has(field))) return current;
      const next = new Set(current);
      for (const field of fields) next.add(field);
      return next;
    });

  const dropServerErrors = (...fields: string[]) =>
    setServerErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });

  const change = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    dropServerErrors(field);
    setFormError(null);
  };

  const updateLines = (next: readonly Line[]) => {
    setLines(next);
    setStockNotice(null);
    setFormError(null);
    dropServerErrors('lines', ...lines.map((line) => lineField(line.productId)));
  };

  function addProduct(result: SearchResult, products: readonly SearchProduct[]) {
    const product = products.find((candidate) => candidate.id === result.id);
    if (!product) return;
    const added = withProductAdded(lines, product);
    if ('refused' in added) setLineNotices((current) => ({ ...current, [product.id]: added.refused }));
    else updateLines(added.lines);
  }

  function setQuantity(productId: string, quantity: number, message?: string) {
    setLineNotices((current) => {
      const next = { ...current };
      if (message) next[productId] = message;
      else delete next[productId];
      return next;
    });
    updateLines(lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  }

  function removeLine(productId: string) {
    setLineNotices(({ [productId]: _removed, ...rest }) => rest);
    updateLines(lines.filter((line) => line.productId !== productId));
  }

  /** Shows the tab and moves the focus to the first field of it that has an error. */
  function showFieldError(target: TabId, errors: Errors) {
    setTab(target);
    const field = Object.keys(errors).find((name) => tabOf(name) === target && errors[name]);
    requestAnimationFrame(() => {
      const form = formRef.current;
      if (!form) return;
      const control =
        (field ? form.querySelector<HTMLElement>(`[name="${field}"]`) : null) ??
        form.querySelector<HTMLElement>('[role="tabpanel"] input:not([disabled])');
      control?.focus();
    });
  }

  function goNext() {
    if (activeTab === 'customer') {
      touch(...CUSTOMER_FIELDS);
      const failing = CUSTOMER_FIELDS.filter((field) => clientErrors[field] || serverErrors[field]);
      if (failing.length > 0) {
        showFieldError('customer', { ...clientErrors, ...serverErrors });
        return;
      }
      setTab('products');
    } else if (activeTab === 'products' && enabled.payment) {
      setTab('payment');
    }
  }

  async function create() {
    if (creating) return;
    touch(...CUSTOMER_FIELDS, 'paymentMethod', 'lines');
    const firstFailing = firstTabWithError(clientErrors);
    if (firstFailing) {
      showFieldError(firstFailing, clientErrors);
      return;
    }
    const request = orderRequest(values, lines);
    const fingerprint = JSON.stringify(request);
    // The same order again (a retry after a lost answer) keeps its key; anything changed gets a new one.
    if (attempt.current?.request !== fingerprint) attempt.current = { key: newIdempotencyKey(), request: fingerprint };
    const idempotencyKey = attempt.current.key;
    setCreating(true);
    setFormError(null);
    try {
      const { data } = await createOrder({
        variables: { input: { ...request, idempotencyKey } },
        context: orderAnswerContext(),
      });
      const result = answered(data).createAssistedOrder;
      if (result.__typename === 'OrderStockChangedError') {
        setLines(linesFromServerCart(lines, result.cart));
        setLineNotices({});
        setServerErrors({});
        setStockNotice(result.message);
        setTab('products');
        return;
      }
      if (result.__typename === 'OrderPriceChangedError') {
        // Nothing was stored: the lines take the server's prices (so the totals shown are its own) to confirm again.
        setLines(linesFromServerCart(lines, result.cart));
        setFormError(result.message);
        return;
      }
      const order = unwrap(result);
      attempt.current = null;
      setCreated(order);
      toast({ title: ASSISTED_ORDER_MESSAGES.created, tone: 'success' });
      onCreated?.(order.id);
    } catch (reason) {
      if (!(reason instanceof ApiFailure)) {
        console.error('No se pudo crear el pedido', reason);
        setFormError(gotNoAnswer(reason) ? ORDER_NOT_ANSWERED : ASSISTED_ORDER_MESSAGES.createFailed);
        return;
      }
      // This key is spent or refused: the next attempt gets another.
      if (reason.code === 'IDEMPOTENCY_KEY_REUSED' || reason.fieldErrors['idempotencyKey']) attempt.current = null;
      const fieldErrors = serverFieldErrors(reason.fieldErrors, lines);
      setFormError(ASSISTED_ORDER_MESSAGES.createFailedWith(reason.message));
      const target = firstTabWithError(fieldErrors);
      if (target) {
        setServerErrors(fieldErrors);
        showFieldError(target, fieldErrors);
      }
    } finally {
      setCreating(false);
    }
  }

  function startOver() {
    setTab('customer');
    setValues(EMPTY_VALUES);
    setLines([]);
    setTouched(new Set());
    setServerErrors({});
    setLineNotices({});
    setStockNotice(null);
    setFormError(null);
    setCreated(null);
    attempt.current = null;
  }

  return {
    values,
    lines,
    enabled,
    activeTab,
    setTab,
    errorOf,
    lineError,
    lineNotices,
    stockNotice,
    formError,
    creating,
    created,
    touch,
    change,
    addProduct,
    setQuantity,
    removeLine,
    goNext,
    create,
    startOver,
  };
}
