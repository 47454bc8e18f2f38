import { useQuery } from '@apollo/client/react';
import type { DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import { RestockWaitingDocument } from './restockWaiting.generated';
import styles from './ProductsAdminPage.module.css';

/**
 * The products screen's 'Esperan' column ('3 personas esperan este producto', from the server) and its sort:
 * pressed, the products most waited for come first (ties keep the screen's order). Read each time the screen
 * opens; a product nobody waits for shows '—'.
 */
export function useRestockWaiting<Row extends { readonly id: string }>() {
  const { data } = useQuery(RestockWaitingDocument, { fetchPolicy: 'network-only' });
  const [byWaiting, setByWaiting] = useState(false);
  const waiting = new Map((data?.restockWaiting ?? []).map((entry) => [entry.productId, entry]));

  const column: DataTableColumn<Row> = {
    key: 'waiting',
    header: 'Esperan',
    render: (row) => {
      const entry = waiting.get(row.id);
      return entry ? <span title={entry.label}>{entry.label}</span> : <span className={styles.muted}>—</span>;
    },
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
  return { column, sort, sortToggle };
}
