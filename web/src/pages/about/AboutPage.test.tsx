import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
// The route loads the page lazily: importing it here first keeps that load out of each test's time.
import './AboutPage';

describe('nosotros (/nosotros)', () => {
  it('presenta la tienda, tres testimonios en un carrusel y los enlaces a productos y contacto', async () => {
    renderRoute('/nosotros');

    await screen.findByRole('heading', { level: 1, name: 'Nosotros' }, { timeout: 8000 });
    await waitFor(() => expect(document.title).toBe('Nosotros — Esencia'));
    expect(screen.getByRole('region', { name: 'Nuestra historia' })).toHaveTextContent('Esencia nació en Lima');

    const slider = screen.getByRole('region', { name: 'Testimonios de clientes' });
    expect(within(slider).getAllByRole('button', { name: /Ir al testimonio/ })).toHaveLength(3);
    expect(within(slider).getByRole('group')).toHaveAccessibleName('1 de 3: María Fernanda R.');
    fireEvent.click(within(slider).getByRole('button', { name: 'Testimonio siguiente' }));
    expect(within(slider).getByRole('group')).toHaveAccessibleName('2 de 3: Jorge L.');

    const cta = screen.getByRole('region', { name: 'Encuentra tu próxima fragancia' });
    expect(within(cta).getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/web-products');
    expect(within(cta).getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
  });
});
