import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, runOnFrozenClock, testStories } from '../../test-utils/stories';
import { MODAL_CLOSE_ANIMATION_MS } from './ConfirmCloseDialog';
import * as stories from './ConfirmCloseDialog.stories';

const composed = composeStories(stories);
const { Default } = composed;

const dialog = () => screen.queryByRole('dialog', { name: 'Editar marca' });

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens the Default story and runs `steps` on a frozen fake clock (zero-delay timers only, see
 * runOnFrozenClock); the test then moves time on with advanceClock.
 */
async function onFrozenClockAfterOpening(steps: (user: User) => Promise<void>) {
  await runOnFrozenClock(async () => {
    await Default.run();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar marca' }));
    expect(dialog()).toBeInTheDocument();
    await steps(user);
  });
}

async function confirmExit(user: User) {
  const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar salida' });
  expect(confirm).toHaveAccessibleDescription('¿Estás seguro que deseas salir?');
  await user.click(within(confirm).getByRole('button', { name: 'Salir' }));
}

describe('ConfirmCloseDialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  testStories(composed, {
    Default: () => {
      expect(dialog()).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Editar marca' })).toBeInTheDocument();
    },
    WithFooter: async () => {
      // The footer's 'Cancelar' (a DialogClose) asks too; answering 'Cancelar' keeps the form.
      const user = userEvent.setup();
      await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancelar' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar salida' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(within(dialog() as HTMLElement).getByLabelText('Nombre')).toHaveValue('Maison Lys');
    },
    ConfirmedClose: onFrozenClock(() => {
      // Confirmed: still on screen, animating out, for 300 ms.
      const panel = screen.getByRole('dialog', { name: 'Editar marca', hidden: true });
      expect(panel.className).toMatch(/closing/);
      expect(getComputedStyle(panel).animation).toMatch(/\b300ms\b/);
      advanceClock(MODAL_CLOSE_ANIMATION_MS - 1);
      expect(screen.getByRole('dialog', { name: 'Editar marca', hidden: true })).toBeInTheDocument();
      expect(composed.ConfirmedClose.args.onOpenChange).not.toHaveBeenCalledWith(false);
      advanceClock(1);
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
      expect(composed.ConfirmedClose.args.onOpenChange).toHaveBeenCalledTimes(1);
      expect(composed.ConfirmedClose.args.onOpenChange).toHaveBeenCalledWith(false);
    }),
    Controlled: async () => {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Nueva categoría' }));
      expect(screen.getByText('Estado: abierto')).toBeInTheDocument();
      // The page closes it itself (after saving): no question asked.
      await user.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByText('Estado: cerrado')).toBeInTheDocument();
    },
    DarkTheme: () => {
      const panel = dialog() as HTMLElement;
      expect(resolvedStyle(panel, 'background')).toBe(darkToken('color-surface'));
    },
  });

  it("the close button asks, and 'Cancelar' keeps the dialog open", async () => {
    await onFrozenClockAfterOpening(async (user) => {
      await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cerrar' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar salida' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    });

    advanceClock(MODAL_CLOSE_ANIMATION_MS * 2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
    expect(dialog()?.className).not.toMatch(/closing/);
    expect(Default.args.onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("confirming with 'Salir' closes after 300 ms and returns focus to the trigger", async () => {
    await onFrozenClockAfterOpening(async (user) => {
      await user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cerrar' }));
      await confirmExit(user);
    });

    advanceClock(MODAL_CLOSE_ANIMATION_MS - 1);
    expect(screen.getByRole('dialog', { name: 'Editar marca', hidden: true })).toBeInTheDocument();
    expect(Default.args.onOpenChange).not.toHaveBeenCalledWith(false);
    advanceClock(1);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(Default.args.onOpenChange).toHaveBeenLastCalledWith(false);
    advanceClock(0);
    expect(screen.getByRole('button', { name: 'Editar marca' })).toHaveFocus();
  });

  it('Escape asks the same question; a second Escape while it animates out changes nothing', async () => {
    await onFrozenClockAfterOpening(async (user) => {
      await user.keyboard('{Escape}');
      await confirmExit(user);
      await user.keyboard('{Escape}');
    });

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar marca', hidden: true })).toBeInTheDocument();
    advanceClock(MODAL_CLOSE_ANIMATION_MS);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
    expect(Default.args.onOpenChange).toHaveBeenCalledTimes(2); // opened, then closed once
  });
});
