import { useToast } from '@esencia/ui-kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredToastProvider } from './DeferredToastProvider';

function Buttons() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Producto añadido al carrito', tone: 'success' })}>Uno</button>
      <button
        onClick={() => {
          toast({ title: 'Primera', tone: 'info' });
          toast({ title: 'Segunda', tone: 'error' });
        }}
      >
        Dos
      </button>
    </>
  );
}

describe('notificaciones diferidas', () => {
  it('no dibuja la región hasta la primera notificación; las que se piden mientras carga aparecen todas', async () => {
    render(
      <DeferredToastProvider>
        <Buttons />
      </DeferredToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notificaciones (F8)' })).not.toBeInTheDocument();

    // useToast() answers at once; both toasts wait for the renderer.
    fireEvent.click(screen.getByRole('button', { name: 'Dos' }));
    const region = await screen.findByRole('region', { name: 'Notificaciones (F8)' });
    expect(await within(region).findByText('Segunda')).toBeInTheDocument();
    expect(within(region).getByText('Primera')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((toast) => toast.dataset.tone),
    ).toEqual(['info', 'error']);

    // Loaded now: the next one is drawn in the same region.
    fireEvent.click(screen.getByRole('button', { name: 'Uno' }));
    expect(await within(region).findByText('Producto añadido al carrito')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: 'Notificaciones (F8)' })).toHaveLength(1);
  });
});
