import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SAVE_AT_ONCE_FAILED, useSaveAtOnce } from '../../app/useSaveAtOnce';
import { CartRemindersDocument, SetCartRemindersDocument } from '../../cart/cartReminders.generated';
import { ProfileSection } from './ProfileSection';
import styles from './ProfilePage.module.css';

export const CART_REMINDERS_MESSAGES = {
  on: 'Te recordaremos tu carrito guardado',
  off: 'Ya no te enviaremos recordatorios de tu carrito',
  saveFailed: SAVE_AT_ONCE_FAILED,
} as const;

/**
 * 'Recordarme mi carrito guardado': one e-mail when a saved cart waits a day with something still available
 * (issue 26). On by default; saved at once; every reminder's own link turns it off too.
 */
export function CartRemindersSection() {
  const { data } = useQuery(CartRemindersDocument, { fetchPolicy: 'network-only' });
  const [save] = useMutation(SetCartRemindersDocument);
  const { saving, saveAtOnce } = useSaveAtOnce();
  const [on, setOn] = useState<boolean | null>(null);
  const checked = on ?? data?.cartReminders;
  if (checked === undefined) return null;

  const toggle = (next: boolean) =>
    saveAtOnce(
      async () => {
        const { data: saved } = await save({ variables: { on: next } });
        setOn(saved?.setCartReminders ?? next);
      },
      next ? CART_REMINDERS_MESSAGES.on : CART_REMINDERS_MESSAGES.off,
    );

  return (
    <ProfileSection id="profile-reminders-title" title="Correos">
      <label className={styles.check}>
        <input
          type="checkbox"
          name="cartReminders"
          checked={checked}
          disabled={saving}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Recordarme mi carrito guardado
      </label>
      <p className={styles.sectionText}>
        Si dejas productos en tu carrito y siguen disponibles, te enviaremos un solo correo al día siguiente con los
        precios de ese momento.
      </p>
    </ProfileSection>
  );
}
