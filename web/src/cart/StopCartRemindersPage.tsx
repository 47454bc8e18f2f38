import { useMutation } from '@apollo/client/react';
import { Button, EmptyState, LoadingState } from '@esencia/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { StopCartRemindersDocument } from './cartReminders.generated';

type Outcome = { readonly ok: boolean; readonly message: string };

export const STOP_CART_REMINDERS_FAILED = 'No pudimos desactivar los recordatorios. Inténtalo de nuevo.';

/**
 * /baja-recordatorios/{token}: the saved-cart reminder's unsubscribe link (issue 26). One click is enough: the
 * page turns reminders off as it opens, without signing in, and says so; the profile turns them on again.
 */
export function StopCartRemindersPage() {
  useDocumentTitle('Recordatorios del carrito');
  const { token = '' } = useParams();
  const [stop] = useMutation(StopCartRemindersDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    stop({ variables: { token } })
      .then(({ data }) => {
        const result = data?.stopCartReminders;
        if (!result) throw new Error('sin respuesta');
        if (current) setOutcome({ ok: result.__typename === 'CartRemindersStopped', message: result.message });
      })
      .catch(() => {
        if (current) setOutcome({ ok: false, message: STOP_CART_REMINDERS_FAILED });
      });
    return () => {
      current = false;
    };
  }, [stop, token]);

  if (!outcome) return <LoadingState text="Desactivando recordatorios..." />;
  return (
    <EmptyState
      titleAs="h1"
      title={outcome.ok ? 'Recordatorios desactivados' : 'Recordatorios del carrito'}
      description={outcome.ok ? `${outcome.message} Puedes volver a activarlos en tu perfil.` : outcome.message}
      action={
        <Button asChild>
          <Link to="/">Volver a la tienda</Link>
        </Button>
      }
    />
  );
}
