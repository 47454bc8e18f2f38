import { useMutation } from '@apollo/client/react';
import { Button, EmptyState } from '@esencia/ui-kit';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ConfirmRestockNoticeDocument } from './restock.generated';

type Outcome =
  | { readonly ok: true; readonly message: string; readonly productId: string }
  | { readonly ok: false; readonly message: string };

/**
 * /avisame/{token}: the link of a guest's 'Avísame cuando vuelva' e-mail. Confirming takes a press (a mail
 * scanner opening the link confirms nothing); then the product's page is one click away.
 */
export function ConfirmRestockPage() {
  useDocumentTitle('Confirmar aviso');
  const { token = '' } = useParams();
  const [confirm, { loading }] = useMutation(ConfirmRestockNoticeDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function press() {
    try {
      const result = (await confirm({ variables: { token } })).data?.confirmRestockNotice;
      if (!result) throw new Error('sin respuesta');
      setOutcome(
        result.__typename === 'RestockNoticeConfirmed'
          ? { ok: true, message: result.message, productId: result.productId }
          : { ok: false, message: result.message },
      );
    } catch {
      setOutcome({ ok: false, message: 'No pudimos confirmar tu aviso. Inténtalo de nuevo.' });
    }
  }

  if (outcome?.ok) {
    return (
      <EmptyState
        titleAs="h1"
        title="Aviso confirmado"
        description={outcome.message}
        action={
          <Button asChild>
            <Link to={`/product/${encodeURIComponent(outcome.productId)}`}>Ver el producto</Link>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      titleAs="h1"
      title="Avísame cuando vuelva"
      description={
        outcome?.message ?? 'Confirma que quieres recibir un correo cuando el producto vuelva a estar disponible.'
      }
      action={
        <Button loading={loading} loadingLabel="Confirmando..." onClick={() => void press()}>
          Confirmar aviso
        </Button>
      }
    />
  );
}
