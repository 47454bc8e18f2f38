import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { StopCartRemindersDocument } from './cartReminders.generated';
import { STOP_CART_REMINDERS_FAILED } from './StopCartRemindersPage';

const stopMock = (token: string, answer: Record<string, unknown> | Error) => ({
  request: { query: StopCartRemindersDocument, variables: { token } },
  ...(answer instanceof Error ? { error: answer } : { result: { data: { stopCartReminders: answer } } }),
});

describe('/baja-recordatorios/{token} (issue 26)', () => {
  it('turns the reminders off as it opens, without a session, and says so', async () => {
    renderRoute('/baja-recordatorios/token-1', [
      stopMock('token-1', {
        __typename: 'CartRemindersStopped',
        message: 'Listo: ya no te enviaremos recordatorios de tu carrito guardado.',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recordatorios desactivados' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Listo: ya no te enviaremos recordatorios de tu carrito guardado. Puedes volver a activarlos en tu perfil.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/');
  });

  it("shows the server's refusal of an unknown link, and a failure in Spanish", async () => {
    renderRoute('/baja-recordatorios/otro', [
      stopMock('otro', {
        __typename: 'CartReminderLinkInvalidError',
        errorCode: 'CART_REMINDER_LINK_INVALID',
        message: 'El enlace no es válido. Puedes desactivar los recordatorios desde tu perfil.',
      }),
    ]);
    expect(
      await screen.findByText('El enlace no es válido. Puedes desactivar los recordatorios desde tu perfil.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recordatorios desactivados' })).not.toBeInTheDocument();
  });

  it('says the network failed', async () => {
    renderRoute('/baja-recordatorios/x', [stopMock('x', new Error('red caída'))]);
    expect(await screen.findByText(STOP_CART_REMINDERS_FAILED)).toBeInTheDocument();
  });
});
