import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFormDialog } from '../shared/adminTesting';
import { ORDER_STATUS_EMAILS_MESSAGES, OrderStatusEmailsSection } from './OrderStatusEmailsSection';
import {
  orderStatusEmailsMock,
  orderStatusEmailSwitches,
  saveOrderStatusEmailsMock,
} from './orderStatusEmailsFixtures';

const section = () => screen.findByRole('group', { name: 'Correos al cliente' });

describe('Correos al cliente (settings)', () => {
  it('shows each kind as saved and saves a switch at once, saying so', async () => {
    renderFormDialog(
      [
        orderStatusEmailsMock(orderStatusEmailSwitches({ completed: false })),
        saveOrderStatusEmailsMock(
          { cancelled: false },
          orderStatusEmailSwitches({ completed: false, cancelled: false }),
        ),
      ],
      () => <OrderStatusEmailsSection />,
    );
    const group = await section();
    expect(within(group).getByRole('checkbox', { name: /Pedido en proceso/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Pedido completado' })).not.toBeChecked();
    const cancelled = within(group).getByRole('checkbox', { name: 'Pedido cancelado' });
    expect(cancelled).toBeChecked();

    fireEvent.click(cancelled);
    expect(await screen.findByText(ORDER_STATUS_EMAILS_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(cancelled).not.toBeChecked());
  });

  it('a failed save says so and leaves the switch as the server has it', async () => {
    renderFormDialog(
      [orderStatusEmailsMock(), saveOrderStatusEmailsMock({ processing: false }, new Error('red caída'))],
      () => <OrderStatusEmailsSection />,
    );
    const processing = within(await section()).getByRole('checkbox', { name: /Pedido en proceso/ });
    fireEvent.click(processing);
    expect(await screen.findByText(ORDER_STATUS_EMAILS_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(processing).toBeChecked();
    expect(processing).toBeEnabled();
  });
});
