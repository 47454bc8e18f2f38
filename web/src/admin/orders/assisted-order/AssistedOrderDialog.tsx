import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import { AssistedOrderForm } from './AssistedOrderForm';

export interface AssistedOrderDialogProps {
  /** Whether the modal is open. */
  open: boolean;
  /** Called with false once the admin confirmed leaving (after the 300 ms close animation); the form starts over next time. */
  onOpenChange(open: boolean): void;
  /** Called with the new order's id as soon as it is created (e.g. to refresh the orders list). */
  onCreated?(orderId: string): void;
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
