import { useMutation } from '@apollo/client/react';
import { Button, TextField } from '@esencia/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSession } from '../auth/SessionProvider';
import { AskRestockNoticeDocument } from './restock.generated';
import styles from './RestockNoticeOffer.module.css';

export const RESTOCK_OFFER_MESSAGES = {
  failed: 'No pudimos guardar tu aviso. Inténtalo de nuevo.',
} as const;

/**
 * 'Avísame cuando vuelva' under a sold-out product (its page's #avisame): one click for a signed-in shopper
 * (their account's address), an e-mail for a guest, who confirms it from the link we send. The server's answer
 * is what the shopper reads (confirmed, or 'revisa tu correo', or why not).
 */
export function RestockNoticeOffer({ productId, productName }: { productId: string; productName: string }) {
  const { me } = useSession();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [ask, { loading }] = useMutation(AskRestockNoticeDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { data } = await ask({ variables: { productId, email: me ? null : email } });
      const result = data?.askRestockNotice;
      if (!result) throw new Error('sin respuesta');
      setAnswer({ ok: result.__typename === 'RestockNoticeRequested', message: result.message });
    } catch {
      setAnswer({ ok: false, message: RESTOCK_OFFER_MESSAGES.failed });
    }
  }

  if (answer?.ok) {
    return (
      <p id="avisame" className={styles.done} role="status">
        {answer.message}
      </p>
    );
  }
  return (
    <form
      id="avisame"
      className={styles.offer}
      aria-label={`Avísame cuando vuelva: ${productName}`}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className={styles.lead}>¿Lo quieres? Te avisamos por correo cuando vuelva a estar disponible.</p>
      {!me && (
        <TextField
          label="Tu email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={answer && !answer.ok ? answer.message : null}
        />
      )}
      {me && answer && !answer.ok && (
        <p className={styles.error} role="alert">
          {answer.message}
        </p>
      )}
      <Button type="submit" variant="secondary" loading={loading} loadingLabel="Guardando...">
        Avísame cuando vuelva
      </Button>
    </form>
  );
}
