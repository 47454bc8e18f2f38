import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';

function Crash(): never {
  throw new Error('boom');
}

describe('error de ruta', () => {
  afterEach(() => vi.restoreAllMocks());

  it('muestra "Algo salió mal" con un enlace (recarga completa) al inicio', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Crash />, errorElement: <RouteErrorPage /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Lo sentimos, ha ocurrido un error inesperado.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
