import { customerWhatsAppNumber, whatsAppLink } from '@esencia/domain/whatsapp/whatsapp-link';
import { Button, DialogClose, TextField, useToast } from '@esencia/ui-kit';
import { useEffect, useRef } from 'react';
import { useCopyLink } from '../../../app/useCopyLink';
import type { CreatedOrder } from './assistedOrderForm';
import { orderLinkMessage } from './messages';
import styles from './AssistedOrderDialog.module.css';

/** After creation: the order's link to copy or send to the customer by WhatsApp. */
export function CreatedView({ order, onStartOver }: { order: CreatedOrder; onStartOver: () => void }) {
  const { toast } = useToast();
  const { copy: copyLink, feedback } = useCopyLink();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function copy() {
    const result = await copyLink(order.link);
    toast({ title: result.message, tone: result.ok ? 'success' : 'error' });
  }

  const whatsapp = whatsAppLink(
    customerWhatsAppNumber(order.customer.phone),
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
