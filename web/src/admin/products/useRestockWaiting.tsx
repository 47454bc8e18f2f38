import { waitingLabel } from '@esencia/domain/stock/restock-notice';
import type { AdminProductSort } from '../../gql/graphql';
import type { ListParams } from '../shared/useListParams';
import styles from './ProductsAdminPage.module.css';

/** The address's name of the list's order, and its value for 'Primero los más esperados' (`?orden=esperados`). */
export const SORT_PARAM = 'orden';
const MOST_WAITED = 'esperados';

/**
 * 'Avísame cuando vuelva' on the products screen (issue 26). The note under a product's stock ('3 personas esperan
 * este producto', the domain's words for the count the page brings) and the sort: pressed, the server lists the
 * products most waited for first, over every page (then by position), kept in the address as the filters.
 */
export function useRestockWaiting(params: Pick<ListParams<typeof SORT_PARAM>, 'filter' | 'setFilter'>) {
  const byWaiting = params.filter(SORT_PARAM) === MOST_WAITED;
  const sort: AdminProductSort = byWaiting ? 'MOST_WAITED' : 'POSITION';

  // Under the stock, as the units held for orders: a column of its own did not fit the table at 1280 px.
  const note = (product: { readonly restockWaiting: number }) => {
    const label = waitingLabel(product.restockWaiting);
    return label ? <span className={styles.held}>{label}</span> : null;
  };
  const sortToggle = (
    <label className={styles.carousel}>
      <input
        type="checkbox"
        checked={byWaiting}
        onChange={(event) => params.setFilter(SORT_PARAM, event.target.checked ? MOST_WAITED : '')}
      />
      Primero los más esperados
    </label>
  );
  return { sort, note, sortToggle };
}
