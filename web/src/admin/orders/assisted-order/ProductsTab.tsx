import { useQuery } from '@apollo/client/react';
import { NOT_ENOUGH_STOCK_MESSAGE } from '@esencia/domain/admin-order/admin-order';
import { Money } from '@esencia/domain/money/money';
import { Button, QuantityStepper, SearchBox, type SearchResult } from '@esencia/ui-kit';
import { useState } from 'react';
import { errorMessage } from '../../../auth/graphqlErrors';
import { AssistedOrderProductsDocument } from './assistedOrder.generated';
import type { Line, SearchProduct } from './assistedOrderForm';
import { ASSISTED_ORDER_MESSAGES } from './messages';
import styles from './AssistedOrderDialog.module.css';

export interface ProductsTabProps {
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
export function ProductsTab({
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
  const { data, loading, error } = useQuery(AssistedOrderProductsDocument, {
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
          {lines.map((line, index) => (
            <OrderLine
              key={line.productId}
              line={line}
              problem={lineError(line.productId, index)}
              notice={lineNotices[line.productId]}
              disabled={creating}
              onQuantity={(quantity, message) => onQuantity(line.productId, quantity, message)}
              onRemove={() => onRemove(line.productId)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One line: the product, its quantity (never above the stock it was quoted with), its total, 'Quitar'. */
function OrderLine({
  line,
  problem,
  notice,
  disabled,
  onQuantity,
  onRemove,
}: {
  line: Line;
  problem: string | undefined;
  notice: string | undefined;
  disabled: boolean;
  onQuantity: (quantity: number, message?: string) => void;
  onRemove: () => void;
}) {
  const price = Money.fromCents(line.priceCents);
  return (
    <li className={styles.line} aria-label={line.productName}>
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
        message={notice}
        disabled={disabled}
        onChange={onQuantity}
      />
      <span className={styles.lineTotal}>{price.times(line.quantity).format()}</span>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        aria-label={`Quitar ${line.productName} del pedido`}
        disabled={disabled}
        onClick={onRemove}
      >
        Quitar
      </Button>
    </li>
  );
}
