import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '@esencia/ui-kit';
import { useState } from 'react';
import { CartRemindersDocument, SetCartRemindersDocument } from '../../cart/cartReminders.generated';
import styles from './ProfilePage.module.css';

export const CART_REMINDERS_MESSAGES = {
  on: 'Te recordaremos tu carrito guardado',
  off: 'Ya no te enviaremos recordatorios de tu carrito',
  saveFailed: 'No se pudo guardar. Inténtalo de nuevo.',
} as const;

/**
 * 'Recordarme mi carrito guardado': one e-mail when a saved cart waits a day with something still available
 * (issue 26). On by default; saved at once; every reminder's own link turns it off too.
 */
export function CartRemindersSection() {
  const { toast } = useToast();
  const { data } = useQuery(CartRemindersDocument, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetCartRemindersDocument);
  const [on, setOn] = useState<boolean | null>(null);
  const checked = on ?? data?.cartReminders;
  if (checked === undefined) return null;

  async function toggle(next: boolean) {
    try {
      const { data: saved } = await save({ variables: { on: next } });
      setOn(saved?.setCartReminders ?? next);
      toast({ title: next ? CART_REMINDERS_MESSAGES.on : CART_REMINDERS_MESSAGES.off, tone: 'success' });
    } catch {
      toast({ title: CART_REMINDERS_MESSAGES.saveFailed, tone: 'error' });
    }
  }

  return (
    <section className={styles.security} aria-labelledby="profile-reminders-title">
      <h2 id="profile-reminders-title" className={styles.sectionTitle}>
        Correos
      </h2>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="cartReminders"
          checked={checked}
          disabled={loading}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Recordarme mi carrito guardado
      </label>
      <p className={styles.sectionText}>
        Si dejas productos en tu carrito y siguen disponibles, te enviaremos un solo correo al día siguiente con los
        precios de ese momento.
      </p>
    </section>
  );
}
