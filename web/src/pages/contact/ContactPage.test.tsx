import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { storeSettingsFixture, storeSettingsMock } from '../../test/storeSettings';
// The route loads the page lazily: importing it here first keeps that load out of each test's time.
import './ContactPage';

const settings = storeSettingsFixture({
  whatsappNumber: '51955111222',
  phone: '+51 955 111 222',
  email: 'hola@perfumeria.pe',
  phoneHours: 'Lunes a Viernes 10am-7pm',
  chatHours: 'Todos los días 9am-9pm, respuesta en 2-5 minutos',
  supportHours: 'Lunes a Sábado 9am-8pm',
  socialLinks: [
    { __typename: 'SocialLink', network: 'instagram', url: 'https://www.instagram.com/perfumeria.pe' },
    { __typename: 'SocialLink', network: 'tiktok', url: 'https://www.tiktok.com/@perfumeria.pe' },
  ],
});

/** Opens the page and waits for the store settings to arrive (the heading shows while they load). */
async function openContact() {
  renderRoute('/contacto', [storeSettingsMock(settings)]);
  await screen.findByRole('heading', { level: 1, name: 'Contáctanos' }, { timeout: 8000 });
  return screen.findByRole('heading', { level: 2, name: 'Canales de atención' });
}

describe('contacto (/contacto)', () => {
  it('muestra el teléfono, el correo y el chat de la configuración de la tienda, con sus horarios', async () => {
    await openContact();
    await waitFor(() => expect(document.title).toBe('Contacto — Esencia'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = within(screen.getByRole('main'));

    const phone = main.getByRole('article', { name: 'Teléfono' });
    expect(within(phone).getByRole('link', { name: '+51 955 111 222' })).toHaveAttribute('href', 'tel:+51955111222');
    expect(phone).toHaveTextContent('Lunes a Viernes 10am-7pm');

    const email = main.getByRole('article', { name: 'Email' });
    expect(within(email).getByRole('link', { name: 'hola@perfumeria.pe' })).toHaveAttribute(
      'href',
      'mailto:hola@perfumeria.pe',
    );
    expect(email).toHaveTextContent('Atención al cliente: Lunes a Sábado 9am-8pm');

    const chat = main.getByRole('article', { name: 'Chat por WhatsApp' });
    expect(chat).toHaveTextContent('Todos los días 9am-9pm, respuesta en 2-5 minutos');
    expect(within(chat).getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/51955111222?text=Hola%2C%20tengo%20una%20consulta.',
    );
  });

  it('enlaza las redes sociales de la tienda', async () => {
    await openContact();

    const social = screen.getByRole('region', { name: 'Síguenos' });
    expect(within(social).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/perfumeria.pe',
    );
    expect(within(social).getByRole('link', { name: 'TikTok' })).toHaveAttribute('target', '_blank');
    expect(within(social).getAllByRole('link')).toHaveLength(2);
  });

  it('responde tres preguntas frecuentes y enlaza a /faq', async () => {
    await openContact();

    const faq = screen.getByRole('region', { name: 'Preguntas frecuentes' });
    const questions = within(faq)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(questions).toEqual([
      '¿Cuánto tarda en llegar mi pedido?',
      '¿Qué métodos de pago aceptan?',
      '¿Puedo modificar mi pedido?',
    ]);
    fireEvent.click(within(faq).getByRole('button', { name: '¿Cuánto tarda en llegar mi pedido?' }));
    expect(within(faq).getByText('Callao (Estándar): 1-2 días')).toBeInTheDocument();
    expect(within(faq).getByRole('link', { name: 'Ver todas las preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});
