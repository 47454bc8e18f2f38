import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { stockMovementsCsvHref } from '@esencia/domain/stock/stock-movement-export';
import { useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogClose, ErrorState, LoadingState, Pagination } from '@esencia/ui-kit';
import { DataTable, type DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductStockMovementsDocument, type ProductStockMovementsQuery } from './products.generated';
import styles from './StockMovementsDialog.module.css';

/** Movements per page of the dialog. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 20;

export const STOCK_MOVEMENTS_TEXTS = {
  title: 'Movimientos de stock',
  loading: 'Cargando movimientos...',
  loadFailed: 'Error al cargar los movimientos de stock',
  empty: 'Este producto no tiene movimientos de stock.',
} as const;

type Movement = ProductStockMovementsQuery['productStockMovements']['items'][number];

/** '+3', '−1' (the minus sign the stock buttons use), '0'. */
export function signedUnits(units: number): string {
  if (units > 0) return `+${units}`;
  return units < 0 ? `−${-units}` : '0';
}

/** What changed: the stock, the units held for orders, or both. */
function change(movement: Movement): string {
  const parts = [];
  if (movement.stockDelta !== 0 || movement.heldDelta === 0) parts.push(signedUnits(movement.stockDelta));
  if (movement.heldDelta !== 0) parts.push(`${signedUnits(movement.heldDelta)} reservadas`);
  return parts.join(' · ');
}

const COLUMNS: DataTableColumn<Movement>[] = [
  { key: 'at', header: 'Fecha (hora de Lima)', render: (movement) => formatLimaDateTime(movement.at) },
  { key: 'reason', header: 'Motivo', render: (movement) => movement.reasonLabel },
  { key: 'change', header: 'Cambio', align: 'end', render: change },
  {
    key: 'after',
    header: 'Stock después',
    align: 'end',
    render: (movement) =>
      movement.heldAfter > 0 ? `${movement.stockAfter} (${movement.heldAfter} reservadas)` : movement.stockAfter,
  },
  {
    key: 'by',
    header: 'Pedido / admin',
    render: (movement) => {
      if (movement.orderShortId) {
        return (
          <Link to={`/admin/orders?q=${movement.orderShortId}`} aria-label={`Ver el pedido #${movement.orderShortId}`}>
            #{movement.orderShortId}
          </Link>
        );
      }
      return movement.adminEmail ?? '—';
    },
  },
];

export interface StockMovementsDialogProps {
  readonly product: { readonly id: string; readonly name: string; readonly stock: number };
  /** Called once the dialog closed. */
  readonly onClose: () => void;
}

/**
 * A product's stock ledger (issue 24): every change to its units, newest first, page by page: when (Lima),
 * why, by how much, the stock after, and the order (a link to it in the orders screen) or the admin; 'Exportar CSV'
 * downloads all of it.
 */
export function StockMovementsDialog({ product, onClose }: StockMovementsDialogProps) {
  const [page, setPage] = useState(1);
  const movements = useQuery(ProductStockMovementsDocument, {
    variables: { productId: product.id, page, pageSize: STOCK_MOVEMENTS_PAGE_SIZE },
    // Always the ledger as it is now: a − or + click or an order may have moved it since the last look.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const shown = movements.data ?? movements.previousData;
  const ledger = shown?.productStockMovements;

  let body;
  if (movements.error && !movements.data) {
    body = (
      <ErrorState
        size="compact"
        message={STOCK_MOVEMENTS_TEXTS.loadFailed}
        onRetry={() => void movements.refetch()}
        retrying={movements.loading}
      />
    );
  } else if (!ledger) {
    body = <LoadingState text={STOCK_MOVEMENTS_TEXTS.loading} />;
  } else {
    body = (
      <div className={styles.body} aria-busy={movements.loading}>
        <DataTable
          caption={`${STOCK_MOVEMENTS_TEXTS.title} de ${product.name}`}
          columns={COLUMNS}
          rows={ledger.items}
          rowKey={(movement) => movement.id}
          empty={<p className={styles.empty}>{STOCK_MOVEMENTS_TEXTS.empty}</p>}
        />
        <Pagination
          label="Páginas de movimientos"
          page={ledger.page}
          totalPages={ledger.totalPages}
          onPageChange={setPage}
        />
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={STOCK_MOVEMENTS_TEXTS.title}
      description={`${product.name} · Stock actual: ${product.stock}`}
      footer={
        <>
          <Button variant="secondary" asChild>
            {/* The whole ledger of the product, oldest first, for the accountant (the server streams the file). */}
            <a href={stockMovementsCsvHref({ productId: product.id })} download>
              Exportar CSV
            </a>
          </Button>
          <DialogClose asChild>
            <Button variant="ghost">Cerrar</Button>
          </DialogClose>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
