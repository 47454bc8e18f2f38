import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { RestockWaitingDocument } from './restockWaiting.generated';
import styles from './ProductsAdminPage.module.css';

/**
 * The products screen's waiting note under a product's stock ('3 personas esperan este producto', from the
 * server) and its sort:
 * pressed, the products most waited for come first (ties keep the screen's order). Read each time the screen
 * opens; a product nobody waits for shows nothing.
 */
export function useRestockWaiting<Row extends { readonly id: string }>() {
  const { data } = useQuery(RestockWaitingDocument, { fetchPolicy: 'network-only' });
  const [byWaiting, setByWaiting] = useState(false);
  const waiting = new Map((data?.restockWaiting ?? []).map((entry) => [entry.productId, entry]));

  // Under the stock, as the units held for orders: a column of its own did not fit the table at 1280 px.
  const note = (row: Row) => {
    const entry = waiting.get(row.id);
    return entry ? <span className={styles.held}>{entry.label}</span> : null;
  };
  const sort = (rows: readonly Row[] | undefined): readonly Row[] | undefined =>
    rows && byWaiting
      ? [...rows].sort((a, b) => (waiting.get(b.id)?.count ?? 0) - (waiting.get(a.id)?.count ?? 0))
      : rows;
  const sortToggle = (
    <label className={styles.carousel}>
      <input type="checkbox" checked={byWaiting} onChange={(event) => setByWaiting(event.target.checked)} />
      Primero los más esperados
    </label>
  );
  return { note, sort, sortToggle };
}
