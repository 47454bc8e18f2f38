import { useMutation, useQuery } from '@apollo/client/react';
import {
  ADMIN_ORDER_LOCKED,
  adminOrderTabs,
  checkLineQuantity,
  NOT_ENOUGH_STOCK_MESSAGE,
  PLACEHOLDER_DOCUMENT_NUMBER,
  validateAdminOrder,
  type AdminOrderInput,
} from '@esencia/domain/admin-order/admin-order';
import { documentNumberMaxLength } from '@esencia/domain/checkout/document-type';
import { PHONE_MAX_LENGTH } from '@esencia/domain/checkout/customer-fields';
import { INVOICE_TYPE_LABELS } from '@esencia/domain/checkout/invoice';
import {
  CHECKOUT_PAYMENT_METHODS,
  paymentMethodLabel,
  SHIPPING_METHOD_LABEL,
  type CheckoutPaymentMethod,
} from '@esencia/domain/checkout/payment-method';
import { Money } from '@esencia/domain/money/money';
import { IZIPAY_COMMISSION_PERCENT, orderTotals } from '@esencia/domain/order/order-totals';
import { whatsAppLink } from '@esencia/domain/whatsapp/whatsapp-link';
import {
  Button,
  DialogClose,
  QuantityStepper,
  SearchBox,
  TextField,
  useToast,
  type SearchResult,
} from '@esencia/ui-kit';
import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { answered, ApiFailure, errorMessage, unwrap } from '../../auth/graphqlErrors';
import { newIdempotencyKey } from '../../checkout/checkoutDraft';
import type {
  AssistedOrderInput,
  AssistedOrderProductsQuery as AssistedOrderProductsResult,
  CreateAssistedOrderMutation as CreateAssistedOrderResult,
} from '../gql/graphql';
import { AssistedOrderProductsQuery, CreateAssistedOrderMutation } from './AssistedOrderDialog.queries';
import { useCopyLink } from '../shared/useCopyLink';
import styles from './AssistedOrderDialog.module.css';

export interface AssistedOrderDialogProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with false once the admin confirmed leaving (after the 300 ms close animation); the form starts over next time. */
  onOpenChange(open: boolean): void;
  /** Called with the new order's id as soon as it is created (e.g. to refresh the orders list). */
  onCreated?(orderId: string): void;
}

/** Texts of the modal (spec, admin error catalogue). */
export const ASSISTED_ORDER_MESSAGES = {
  created: 'Pedido creado exitosamente',
  createFailed: 'Error al crear el pedido',
  createFailedWith: (message: string) => `Error al crear orden: ${message}`,
  searchFailed: 'Error al buscar productos',
} as const;

/** Peru's calling code: the customer's 9-digit mobile becomes wa.me/51{phone}. */
const PERU_CALLING_CODE = '51';

type TabId = 'customer' | 'products' | 'payment';
const TABS: readonly { readonly id: TabId; readonly label: string }[] = [
  { id: 'customer', label: 'Datos del cliente' },
  { id: 'products', label: 'Productos' },
  { id: 'payment', label: 'Pago' },
];

type CustomerFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'documentNumber';
const CUSTOMER_FIELDS: readonly CustomerFieldName[] = ['firstName', 'lastName', 'email', 'phone', 'documentNumber'];

interface Line {
  readonly productId: string;
  readonly productName: string;
  readonly brandName: string | null;
  /** Unit price in céntimos, as the server quoted it (the server prices the order again). */
  readonly priceCents: number;
  readonly quantity: number;
  /** The product's stock when it was added (or as the server last reported it). */
  readonly stock: number;
}

interface Values {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly documentNumber: string;
  readonly paymentMethod: CheckoutPaymentMethod | '';
}

const EMPTY_VALUES: Values = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  documentNumber: '',
  paymentMethod: '',
};

type Errors = Partial<Record<string, string>>;
type CreatedOrder = Extract<CreateAssistedOrderResult['createAssistedOrder'], { __typename: 'Order' }>;

/** Which tab holds a field of the form (server field names included: lines, lines.N). */
function tabOf(field: string): TabId | null {
  if ((CUSTOMER_FIELDS as readonly string[]).includes(field)) return 'customer';
  if (field === 'lines' || field.startsWith('lines.')) return 'products';
  if (field === 'paymentMethod') return 'payment';
  return null;
}

function domainInput(values: Values, lines: readonly Line[]): AdminOrderInput {
  return {
    ...values,
    lines: lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      price: Money.fromCents(line.priceCents),
      stock: line.stock,
    })),
  };
}

/** Every failing field with its message, by the rules the server applies (validateAdminOrder). */
function validate(values: Values, lines: readonly Line[]): Errors {
  const result = validateAdminOrder(domainInput(values, lines));
  const errors: Errors = {};
  if (!result.ok) for (const { field, message } of result.error.details.fieldErrors) errors[field] ??= message;
  return errors;
}

/** What createAssistedOrder receives, without the key: ids and quantities only, never prices. */
function orderRequest(values: Values, lines: readonly Line[]): Omit<AssistedOrderInput, 'idempotencyKey'> {
  const documentNumber = values.documentNumber.trim();
  return {
    customer: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      // Empty: the server (like the domain) puts the placeholder number.
      documentNumber: documentNumber === '' ? null : documentNumber,
    },
    paymentMethod: values.paymentMethod,
    lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
  };
}

/** The WhatsApp text that hands the customer the link to their order. */
export function orderLinkMessage(firstName: string, shortId: string, link: string): string {
  return `Hola ${firstName}, creamos tu pedido #${shortId}. Puedes verlo y seguir su estado aquí: ${link}`;
}

/**
 * 'Crear pedido' for a customer (admin): tabs 'Datos del cliente' → 'Productos' (once name, surname,
 * e-mail and phone are filled) → 'Pago' (once there is a line); DNI, boleta and regular shipping are
 * locked, shipping is free. The server prices and checks the order like a checkout; the success view
 * gives the order's link to copy or send by WhatsApp. Closing starts the form over.
 */
export function AssistedOrderDialog({ open, onOpenChange, onCreated }: AssistedOrderDialogProps) {
  return (
    <ConfirmCloseDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Crear pedido"
      description="Registra un pedido a nombre de un cliente y compártele el link."
    >
      {open && <AssistedOrderForm onCreated={onCreated} />}
    </ConfirmCloseDialog>
  );
}

function AssistedOrderForm({ onCreated }: { onCreated: AssistedOrderDialogProps['onCreated'] }) {
  const { toast } = useToast();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
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
  const [createOrder] = useMutation(CreateAssistedOrderMutation);

  const enabled = adminOrderTabs(domainInput(values, lines));
  // A tab that closed again (a customer field emptied, the last line removed) falls back to the one before.
  const activeTab: TabId = enabled[tab] ? tab : enabled.products ? 'products' : 'customer';
  const clientErrors = validate(values, lines);
  const errorOf = (field: string): string | undefined =>
    serverErrors[field] ?? (touched.has(field) ? clientErrors[field] : undefined);

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

  const lineField = (productId: string) => `lines.${productId}`;

  const updateLines = (next: readonly Line[]) => {
    setLines(next);
    setStockNotice(null);
    setFormError(null);
    dropServerErrors('lines', ...lines.map((line) => lineField(line.productId)));
  };

  function addProduct(result: SearchResult, products: readonly SearchProduct[]) {
    const product = products.find((candidate) => candidate.id === result.id);
    if (!product) return;
    const existing = lines.find((line) => line.productId === product.id);
    if (existing) {
      const checked = checkLineQuantity(existing.quantity + 1, product.stock);
      if (!checked.ok) {
        setLineNotices((current) => ({ ...current, [product.id]: checked.error.message }));
        return;
      }
      updateLines(
        lines.map((line) =>
          line.productId === product.id ? { ...line, quantity: checked.value, stock: product.stock } : line,
        ),
      );
      return;
    }
    updateLines([
      ...lines,
      {
        productId: product.id,
        productName: product.name,
        brandName: product.brand?.name ?? null,
        priceCents: product.price.cents,
        quantity: 1,
        stock: product.stock,
      },
    ]);
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
    const firstFailing = (['customer', 'products', 'payment'] as const).find((target) =>
      Object.keys(clientErrors).some((field) => tabOf(field) === target),
    );
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
      const { data } = await createOrder({ variables: { input: { ...request, idempotencyKey } } });
      const result = answered(data).createAssistedOrder;
      if (result.__typename === 'OrderStockChangedError') {
        adoptServerCart(result.cart);
        setStockNotice(result.message);
        setTab('products');
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
        setFormError(ASSISTED_ORDER_MESSAGES.createFailed);
        return;
      }
      // This key is spent or refused: the next attempt gets another.
      if (reason.code === 'IDEMPOTENCY_KEY_REUSED' || reason.fieldErrors['idempotencyKey']) attempt.current = null;
      const fieldErrors = serverFieldErrors(reason.fieldErrors, lines);
      const target = (['customer', 'products', 'payment'] as const).find((candidate) =>
        Object.keys(fieldErrors).some((field) => tabOf(field) === candidate),
      );
      if (target) {
        setServerErrors(fieldErrors);
        setFormError(ASSISTED_ORDER_MESSAGES.createFailedWith(reason.message));
        showFieldError(target, fieldErrors);
        return;
      }
      setFormError(ASSISTED_ORDER_MESSAGES.createFailedWith(reason.message));
    } finally {
      setCreating(false);
    }
  }

  /** The server's corrected lines after a stock change: quantities cut to stock, vanished products out. */
  function adoptServerCart(cart: StockChangedCart) {
    const removed = new Set(cart.removed.map((line) => line.productId));
    const next: Line[] = [];
    for (const line of lines) {
      const quoted = cart.lines.find((candidate) => candidate.productId === line.productId);
      if (!quoted || removed.has(line.productId) || quoted.quantity < 1) continue;
      next.push({
        ...line,
        productName: quoted.product?.name ?? line.productName,
        priceCents: quoted.unitPrice.cents,
        quantity: quoted.quantity,
        stock: quoted.product?.stock ?? quoted.quantity,
      });
    }
    setLines(next);
    setLineNotices({});
    setServerErrors({});
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

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the product search or a quantity must not jump ahead.
    if (activeTab === 'payment') void create();
    else if (activeTab === 'customer') goNext();
  };

  if (created) return <CreatedView order={created} onStartOver={startOver} />;

  const tabId = (id: TabId) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const open = TABS.filter((candidate) => enabled[candidate.id]);
    const index = open.findIndex((candidate) => candidate.id === activeTab);
    let next: (typeof TABS)[number] | undefined;
    if (event.key === 'ArrowRight') next = open[(index + 1) % open.length];
    else if (event.key === 'ArrowLeft') next = open[(index - 1 + open.length) % open.length];
    else if (event.key === 'Home') next = open[0];
    else if (event.key === 'End') next = open.at(-1);
    if (!next) return;
    event.preventDefault();
    setTab(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  const text = (field: CustomerFieldName) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    disabled: creating,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => touch(field),
  });

  const totals = orderTotals(
    lines.map((line) => ({ price: Money.fromCents(line.priceCents), quantity: line.quantity })),
    values.paymentMethod || null,
    'admin',
  );

  return (
    <form ref={formRef} className={styles.form} noValidate aria-label="Crear pedido" onSubmit={handleSubmit}>
      <div role="tablist" aria-label="Pasos del pedido" className={styles.tabs}>
        {TABS.map((candidate, index) => (
          <button
            key={candidate.id}
            id={tabId(candidate.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={candidate.id === activeTab}
            aria-controls={panelId}
            tabIndex={candidate.id === activeTab ? 0 : -1}
            disabled={!enabled[candidate.id]}
            onClick={() => setTab(candidate.id)}
            onKeyDown={onTabKeyDown}
          >
            <span className={styles.tabNumber} aria-hidden="true">
              {index + 1}
            </span>
            {candidate.label}
          </button>
        ))}
      </div>

      {formError && (
        <div role="alert" className={styles.alert}>
          {formError}
        </div>
      )}

      <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeTab)} className={styles.panel}>
        {activeTab === 'customer' && (
          <div className={styles.fields}>
            <div className={styles.pair}>
              <TextField label="Nombre" autoComplete="off" maxLength={50} required {...text('firstName')} />
              <TextField label="Apellido" autoComplete="off" maxLength={50} required {...text('lastName')} />
            </div>
            <div className={styles.pair}>
              <TextField label="Email" type="email" inputMode="email" autoComplete="off" required {...text('email')} />
              <TextField
                label="Celular"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                placeholder="9XXXXXXXX"
                maxLength={PHONE_MAX_LENGTH}
                required
                {...text('phone')}
              />
            </div>
            <div className={styles.pair}>
              <TextField
                label="Tipo de documento"
                name="documentType"
                value={ADMIN_ORDER_LOCKED.documentType}
                readOnly
                className={styles.locked}
                hint="Fijo en los pedidos creados por el admin"
              />
              <TextField
                label="Número de documento"
                inputMode="numeric"
                autoComplete="off"
                placeholder={PLACEHOLDER_DOCUMENT_NUMBER}
                maxLength={documentNumberMaxLength(ADMIN_ORDER_LOCKED.documentType)}
                hint={`Opcional: si lo dejas vacío se usa ${PLACEHOLDER_DOCUMENT_NUMBER}`}
                {...text('documentNumber')}
              />
            </div>
            <TextField
              label="Comprobante"
              name="invoiceType"
              value={INVOICE_TYPE_LABELS[ADMIN_ORDER_LOCKED.invoiceType]}
              readOnly
              className={styles.locked}
            />
          </div>
        )}

        {activeTab === 'products' && (
          <ProductsTab
            lines={lines}
            creating={creating}
            stockNotice={stockNotice}
            linesError={errorOf('lines')}
            lineError={(productId, index) => serverErrors[lineField(productId)] ?? clientErrors[`lines.${index}`]}
            lineNotices={lineNotices}
            onAdd={addProduct}
            onQuantity={setQuantity}
            onRemove={removeLine}
          />
        )}

        {activeTab === 'payment' && (
          <div className={styles.fields}>
            <fieldset
              className={styles.fieldset}
              aria-describedby={errorOf('paymentMethod') ? `${baseId}-payment-error` : undefined}
            >
              <legend className={styles.legend}>Método de pago</legend>
              <div className={styles.choices}>
                {CHECKOUT_PAYMENT_METHODS.map((method) => (
                  <label key={method} className={styles.choice}>
                    <input
                      type="radio"
                      name="paymentMethod"
                      value={method}
                      checked={values.paymentMethod === method}
                      disabled={creating}
                      onChange={() => {
                        change('paymentMethod', method);
                        touch('paymentMethod');
                      }}
                    />
                    {paymentMethodLabel(method)}
                  </label>
                ))}
              </div>
              {errorOf('paymentMethod') && (
                <p id={`${baseId}-payment-error`} className={styles.error}>
                  {errorOf('paymentMethod')}
                </p>
              )}
            </fieldset>

            <dl className={styles.summary} aria-label="Resumen del pedido">
              <div>
                <dt>Cliente</dt>
                <dd>
                  {values.firstName.trim()} {values.lastName.trim()}
                </dd>
              </div>
              <div>
                <dt>Documento</dt>
                <dd>
                  {ADMIN_ORDER_LOCKED.documentType} {values.documentNumber.trim() || PLACEHOLDER_DOCUMENT_NUMBER}
                </dd>
              </div>
              <div>
                <dt>Comprobante</dt>
                <dd>{INVOICE_TYPE_LABELS[ADMIN_ORDER_LOCKED.invoiceType]}</dd>
              </div>
              <div>
                <dt>Envío</dt>
                <dd>{SHIPPING_METHOD_LABEL[ADMIN_ORDER_LOCKED.shippingMethod]}</dd>
              </div>
            </dl>
          </div>
        )}
      </div>

      {lines.length > 0 && (
        <dl className={styles.totals} aria-label="Totales del pedido">
          <div>
            <dt>Subtotal</dt>
            <dd>{totals.subtotal.format()}</dd>
          </div>
          <div>
            <dt>Envío</dt>
            <dd>{totals.shipping.format()}</dd>
          </div>
          {!totals.commission.isZero() && (
            <div>
              <dt>Comisión Izipay ({IZIPAY_COMMISSION_PERCENT}%)</dt>
              <dd>{totals.commission.format()}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{totals.total.format()}</dd>
          </div>
        </dl>
      )}

      <div className={styles.actions}>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            Cancelar
          </Button>
        </DialogClose>
        {activeTab === 'payment' ? (
          <Button type="submit" loading={creating} loadingLabel="Creando pedido...">
            Crear pedido
          </Button>
        ) : (
          <Button
            type="button"
            disabled={activeTab === 'customer' ? !enabled.products : !enabled.payment}
            onClick={goNext}
          >
            Siguiente
          </Button>
        )}
      </div>
    </form>
  );
}

type SearchProduct = AssistedOrderProductsResult['assistedOrderProducts'][number];
type StockChangedCart = Extract<
  CreateAssistedOrderResult['createAssistedOrder'],
  { __typename: 'OrderStockChangedError' }
>['cart'];

/** The server's `lines.N` errors, re-keyed by product (the lines may move before the admin fixes them). */
function serverFieldErrors(fieldErrors: Readonly<Record<string, string>>, lines: readonly Line[]): Errors {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    const index = /^lines\.(\d+)$/.exec(field)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    errors[line ? `lines.${line.productId}` : field] = message;
  }
  return errors;
}

interface ProductsTabProps {
  lines: readonly Line[];
  creating: boolean;
  stockNotice: string | null;
  linesError: string | undefined;
  lineError: (productId: string, index: number) => string | undefined;
  lineNotices: Readonly<Record<string, string>>;
  onAdd: (result: SearchResult, products: readonly SearchProduct[]) => void;
  onQuantity: (productId: string, quantity: number, message?: string) => void;
  onRemove: (productId: string) => void;
}

/** The product search (active, on sale, in stock; 5 results after 300 ms) and the order's lines. */
function ProductsTab({
  lines,
  creating,
  stockNotice,
  linesError,
  lineError,
  lineNotices,
  onAdd,
  onQuantity,
  onRemove,
}: ProductsTabProps) {
  const [query, setQuery] = useState('');
  const { data, loading, error } = useQuery(AssistedOrderProductsQuery, {
    variables: { search: query },
    skip: query === '',
    fetchPolicy: 'network-only',
  });
  const products = query === '' ? [] : (data?.assistedOrderProducts ?? []);
  const results: SearchResult[] = products.map((product) => ({
    id: product.id,
    name: product.name,
    brand: [product.brand?.name, `${product.stock} en stock`].filter(Boolean).join(' · '),
    price: product.price.formatted,
    originalPrice: product.discountApplied ? product.originalPrice.formatted : undefined,
    imageUrl: product.imageUrl,
  }));

  return (
    <div className={styles.fields}>
      {stockNotice && (
        <div role="alert" className={styles.warning}>
          {stockNotice}
        </div>
      )}
      <SearchBox
        label="Buscar productos"
        placeholder="Nombre o marca del producto"
        emptyMessage="No hay productos activos con stock que coincidan"
        results={results}
        loading={loading}
        error={error ? errorMessage(error, ASSISTED_ORDER_MESSAGES.searchFailed) : null}
        onSearch={setQuery}
        onSelect={(result) => onAdd(result, products)}
      />
      {lines.length === 0 ? (
        <p className={styles.empty} data-field="lines">
          {linesError ?? 'Busca un producto y elígelo para agregarlo al pedido.'}
        </p>
      ) : (
        <ul className={styles.lines} aria-label="Productos del pedido">
          {lines.map((line, index) => {
            const problem = lineError(line.productId, index);
            const price = Money.fromCents(line.priceCents);
            return (
              <li key={line.productId} className={styles.line} aria-label={line.productName}>
                <div className={styles.lineText}>
                  {line.brandName && <span className={styles.brand}>{line.brandName}</span>}
                  <span className={styles.lineName}>{line.productName}</span>
                  <span className={styles.muted}>
                    {price.format()} c/u · Stock: {line.stock}
                  </span>
                  {problem && <p className={styles.error}>{problem}</p>}
                </div>
                <QuantityStepper
                  value={line.quantity}
                  max={line.stock}
                  label={`Cantidad de ${line.productName}`}
                  hideLabel
                  decreaseLabel={`Quitar una unidad de ${line.productName}`}
                  increaseLabel={`Agregar una unidad de ${line.productName}`}
                  formatOverMax={() => NOT_ENOUGH_STOCK_MESSAGE}
                  message={lineNotices[line.productId]}
                  disabled={creating}
                  onChange={(quantity, message) => onQuantity(line.productId, quantity, message)}
                />
                <span className={styles.lineTotal}>{price.times(line.quantity).format()}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Quitar ${line.productName} del pedido`}
                  disabled={creating}
                  onClick={() => onRemove(line.productId)}
                >
                  Quitar
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** After creation: the order's link to copy or send to the customer by WhatsApp. */
function CreatedView({ order, onStartOver }: { order: CreatedOrder; onStartOver: () => void }) {
  const { toast } = useToast();
  const { copy: copyLink, feedback } = useCopyLink();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    const result = await copyLink(order.link);
    toast({ title: result.message, tone: result.ok ? 'success' : 'error' });
  }

  const whatsapp = whatsAppLink(
    `${PERU_CALLING_CODE}${order.customer.phone}`,
    orderLinkMessage(order.customer.firstName, order.shortId, order.link),
  );

  return (
    <div className={styles.created}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.createdTitle}>
        Pedido #{order.shortId} creado
      </h3>
      <p className={styles.muted}>
        Total {order.total.formatted}. Comparte el link con el cliente para que vea su pedido y siga su estado.
      </p>
      <TextField
        label="Link del pedido"
        name="orderLink"
        value={order.link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.createdActions}>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {feedback?.ok ? 'Copiado' : 'Copiar link'}
        </Button>
        <Button asChild>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            Enviar por WhatsApp
          </a>
        </Button>
      </div>
      <div className={styles.actions}>
        <Button type="button" variant="ghost" onClick={onStartOver}>
          Crear otro pedido
        </Button>
        <DialogClose asChild>
          <Button type="button">Cerrar</Button>
        </DialogClose>
      </div>
    </div>
  );
}
