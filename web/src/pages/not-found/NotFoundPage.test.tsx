import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';

describe('ruta desconocida', () => {
  it('muestra "Página no encontrada" con un enlace de vuelta al inicio', async () => {
    renderRoute('/esta-ruta-no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('también cubre las direcciones desconocidas bajo una página informativa', async () => {
    renderRoute('/faq/no-existe');

    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
