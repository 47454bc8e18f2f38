import { STOCK_ERROR_DESCRIPTION, STOCK_ERROR_TITLE, type StockShortage } from '@esencia/domain/stock/stock-validation';
import { Button, DialogClose } from '@esencia/ui-kit';
import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import styles from './OrderDetailsDialog.module.css';

export interface StockShortageDialogProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false once the admin confirmed leaving and the modal animated closed. */
  onOpenChange: (open: boolean) => void;
  /** '#A1B2C3': the order that could not be completed. */
  orderLabel: string;
  /** Per product: the quantity the order asks for and the one in stock now (from the server's refusal). */
  shortages: readonly StockShortage[];
}

/** 'Productos sin Stock': why completing an order was refused, product by product (requested vs available). */
export function StockShortageDialog({ open, onOpenChange, orderLabel, shortages }: StockShortageDialogProps) {
  return (
    <ConfirmCloseDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={STOCK_ERROR_TITLE}
      description={`${STOCK_ERROR_DESCRIPTION} (pedido ${orderLabel}).`}
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Entendido</Button>
        </DialogClose>
      }
    >
      <table className={styles.table}>
        <caption className={styles.hiddenCaption}>Productos sin stock suficiente</caption>
        <thead>
          <tr>
            <th scope="col">Producto</th>
            <th scope="col" data-align="end">
              Solicitado
            </th>
            <th scope="col" data-align="end">
              Disponible
            </th>
          </tr>
        </thead>
        <tbody>
          {shortages.map((shortage) => (
            <tr key={shortage.productId}>
              <td>{shortage.productName}</td>
              <td data-align="end">{shortage.requested}</td>
              <td data-align="end" className={styles.shortfall}>
                {shortage.available}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmCloseDialog>
  );
}
