import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './Dialog.stories';

const composed = composeStories(stories);
const { ConfirmOnClose } = composed;

async function openConfirmDialog() {
  const user = userEvent.setup();
  await ConfirmOnClose.run();
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  return user;
}

describe('Dialog', () => {
  testStories(composed, {
    Default: async () => {
      const user = userEvent.setup();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Abrir diálogo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Resumen de tu Orden' });
      expect(dialog).toHaveAccessibleDescription('Revisa los productos antes de continuar.');
      expect(composed.Default.args.onOpenChange).toHaveBeenLastCalledWith(true);

      // Without confirmOnClose the close button closes at once and focus returns to the trigger.
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByText('Confirmar salida')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Abrir diálogo' })).toHaveFocus();
    },
    OpenByDefault: async () => {
      const user = userEvent.setup();
      expect(screen.getByRole('dialog', { name: 'Resumen de tu Orden' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    WithFooter: async () => {
      const user = userEvent.setup();
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Ir a pagar' })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Seguir comprando' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    ConfirmOnClose: async () => {
      const user = userEvent.setup();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
      const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    },
    ConfirmWhenChanged: () => {
      // The play function closed it untouched, typed then left with 'Salir', and closed it untouched again.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(composed.ConfirmWhenChanged.args.onOpenChange).toHaveBeenLastCalledWith(false);
    },
    ConfirmOnCloseFlow: () => {
      // The play function walked Escape → Cancelar → Escape → Salir; it must end closed.
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(composed.ConfirmOnCloseFlow.args.onOpenChange).toHaveBeenLastCalledWith(false);
    },
    Controlled: async () => {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Ver pedido' }));
      expect(screen.getByText('Estado: abierto')).toBeInTheDocument();
      const dialog = screen.getByRole('dialog', { name: 'Pedido #A1B2C3' });
      expect(dialog).not.toHaveAttribute('aria-describedby');
      await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await user.click(await screen.findByRole('button', { name: 'Salir' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByText('Estado: cerrado')).toBeInTheDocument();
    },
    DarkTheme: () => {
      const dialog = screen.getByRole('dialog', { name: 'Resumen de tu Orden' });
      expect(dialog).toHaveAttribute('data-size', 'sm');
      expect(resolvedStyle(dialog, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(dialog, 'color')).toBe(darkToken('color-text'));
    },
  });

  describe('confirmOnClose', () => {
    it('asks on Escape and stays open after "Cancelar", with focus back inside the dialog', async () => {
      const user = await openConfirmDialog();
      await user.keyboard('{Escape}');
      const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar salida' });
      expect(within(confirm).getByText('¿Estás seguro que deseas salir?')).toBeInTheDocument();
      // The safe choice is focused first.
      expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();

      await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      const dialog = screen.getByRole('dialog', { name: 'Iniciar Sesión' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });

    it('Escape inside the confirmation only dismisses the confirmation', async () => {
      const user = await openConfirmDialog();
      await user.keyboard('{Escape}');
      await screen.findByRole('alertdialog');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    });

    it('asks on the close button and closes with "Salir"', async () => {
      const user = await openConfirmDialog();
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(await screen.findByText('Confirmar salida')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Salir' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(ConfirmOnClose.args.onOpenChange).toHaveBeenLastCalledWith(false);
    });

    it('asks on an outside click', async () => {
      const user = await openConfirmDialog();
      const overlay = document.querySelector<HTMLElement>('[data-dialog-overlay]');
      expect(overlay).not.toBeNull();
      await user.click(overlay as HTMLElement);
      expect(await screen.findByRole('alertdialog', { name: 'Confirmar salida' })).toBeInTheDocument();
      // The login dialog is still there underneath (hidden from assistive tech while the question is open).
      expect(screen.getByRole('dialog', { hidden: true })).toHaveTextContent('Iniciar Sesión');
    });
  });
});
