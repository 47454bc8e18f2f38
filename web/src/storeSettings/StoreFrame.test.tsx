import { act, fireEvent, screen, within } from '@testing-library/react';
import { CHAT_HIDDEN_UNTIL_KEY, CHAT_HIDE_DURATION_MS } from '@esencia/ui-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPACT_TOP_BAR_QUERY } from '../app/TopBar';
import { adminFixture } from '../test/fixtures';
import { stubScreen } from '../test/matchMedia';
import { renderRoute } from '../test/renderRoute';
import { storeSettingsFixture, storeSettingsMock } from '../test/storeSettings';
import { chatMayOpenByItself } from './StoreChatWidget';

// Every page's frame reads the store settings: the footer's contact, the maintenance notice and the chat.
// Shown on /nosotros, a page that asks the server nothing else.
const footerLinks = () => screen.findByRole('link', { name: 'Preguntas frecuentes' }, { timeout: 8000 });

function maintenanceOn(overrides: NonNullable<Parameters<typeof storeSettingsFixture>[0]>['maintenance'] = {}) {
  return storeSettingsMock(storeSettingsFixture({ maintenance: { isEnabled: true, ...overrides } }));
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('pie de página', () => {
  it('enlaza las cinco páginas informativas', async () => {
    renderRoute('/nosotros');

    await footerLinks();
    const links = within(screen.getByRole('navigation', { name: 'Información de la tienda' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Preguntas frecuentes', '/faq'],
      ['Métodos de pago', '/pago-info'],
      ['Información de envío', '/envio-info'],
      ['Nosotros', '/nosotros'],
      ['Contacto', '/contacto'],
    ]);
  });

  it('muestra el contacto y las redes sociales de la configuración de la tienda', async () => {
    renderRoute('/nosotros', [
      storeSettingsMock(
        storeSettingsFixture({
          phone: '+51 955 111 222',
          email: 'hola@perfumeria.pe',
          supportHours: 'Lunes a Sábado 9am-8pm',
          socialLinks: [{ __typename: 'SocialLink', network: 'facebook', url: 'https://www.facebook.com/perfumeria' }],
        }),
      ),
    ]);

    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: '+51 955 111 222' })).toHaveAttribute('href', 'tel:+51955111222');
    expect(footer.getByRole('link', { name: 'hola@perfumeria.pe' })).toHaveAttribute(
      'href',
      'mailto:hola@perfumeria.pe',
    );
    expect(footer.getByText('Atención: Lunes a Sábado 9am-8pm')).toBeInTheDocument();
    const social = within(footer.getByRole('navigation', { name: 'Redes sociales' }));
    expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/perfumeria',
    );
  });
});

describe('una consulta de la configuración para todo el marco', () => {
  it('el pie, el aviso y el chat leen la misma consulta vigilada (una sola que Apollo prepara y suscribe)', async () => {
    const { client } = renderRoute('/contacto', [maintenanceOn()], { chat: true });

    await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    await screen.findByRole('heading', { level: 1, name: 'Contáctanos' });
    await screen.findByRole('button', { name: 'Chat de WhatsApp' });
    const watched = [...client.getObservableQueries('all')].map((query) => query.queryName);
    expect(watched.filter((name) => name === 'StoreSettings')).toHaveLength(1);
  });
});

describe('aviso de mantenimiento', () => {
  it('no aparece mientras el modo mantenimiento está apagado', async () => {
    renderRoute('/nosotros');

    await screen.findByRole('link', { name: '+51 987 654 321' });
    expect(screen.queryByRole('region', { name: 'Sitio en Mantenimiento' })).toBeNull();
  });

  it('aparece sobre la cabecera con los textos y la ventana (hora de Lima) de la configuración', async () => {
    renderRoute('/nosotros', [
      maintenanceOn({ startsAt: '2099-02-15T05:00:00.000Z', endsAt: '2099-02-16T05:00:00.000Z' }),
    ]);

    const banner = await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    expect(banner).toHaveTextContent('Estamos realizando mejoras. Algunas funciones podrían no estar disponibles.');
    expect(banner).toHaveTextContent('Desde el 15/02/2099 00:00 hasta el 16/02/2099 00:00 (hora de Lima).');
    expect(banner).toHaveAttribute('data-type', 'warning');
    // Above the top bar: before the header in the page. The page (loaded on demand) has a header of its own, so
    // wait for it and take the first, the top bar's.
    await screen.findByRole('heading', { level: 1, name: 'Nosotros' });
    const [topBar] = screen.getAllByRole('banner');
    expect(banner.compareDocumentPosition(topBar!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('una ventana que ya terminó no se anuncia: el aviso sale sin fechas (issue 27: «Desde el 15/02/2024…»)', async () => {
    renderRoute('/nosotros', [
      maintenanceOn({ startsAt: '2024-02-15T05:00:00.000Z', endsAt: '2024-02-16T05:00:00.000Z' }),
    ]);

    const banner = await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    expect(banner).not.toHaveTextContent(/Desde|Hasta|hora de Lima/);
  });

  it('uno no persistente, al cerrarlo, no vuelve en la siguiente visita; otro aviso después sí sale', async () => {
    const first = renderRoute('/nosotros', [maintenanceOn({ persistent: false })]);

    const banner = await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByRole('region', { name: 'Sitio en Mantenimiento' })).toBeNull();
    expect(window.localStorage.getItem('maintenanceBannerDismissed')).toContain('Sitio en Mantenimiento');
    first.unmount();

    const second = renderRoute('/nosotros', [maintenanceOn({ persistent: false })]);
    await screen.findByRole('link', { name: '+51 987 654 321' });
    expect(screen.queryByRole('region', { name: 'Sitio en Mantenimiento' })).toBeNull();
    second.unmount();

    // One dismissal hid every later notice (issue 27).
    renderRoute('/nosotros', [maintenanceOn({ persistent: false, title: 'Pedidos en pausa' })]);
    expect(await screen.findByRole('region', { name: 'Pedidos en pausa' })).toBeInTheDocument();
  });

  it('como se instala (el aviso raíz de la especificación) es persistente y no tiene ventana', async () => {
    renderRoute('/nosotros', [maintenanceOn()]);

    const banner = await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    expect(banner).not.toHaveTextContent('hora de Lima');
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(window.localStorage.getItem('maintenanceBannerDismissed')).toBeNull();
  });

  it('un aviso persistente no guarda nada al cerrarlo y vuelve en la siguiente visita', async () => {
    const first = renderRoute('/nosotros', [maintenanceOn({ persistent: true, type: 'error', showTimeInfo: false })]);

    const banner = await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    expect(banner).toHaveAttribute('data-type', 'error');
    expect(banner).not.toHaveTextContent('hora de Lima');
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(screen.queryByRole('region', { name: 'Sitio en Mantenimiento' })).toBeNull();
    expect(window.localStorage.getItem('maintenanceBannerDismissed')).toBeNull();
    first.unmount();

    renderRoute('/nosotros', [maintenanceOn({ persistent: true })]);
    expect(await screen.findByRole('region', { name: 'Sitio en Mantenimiento' })).toBeInTheDocument();
  });

  it('sin la opción dismissible no se puede cerrar', async () => {
    renderRoute('/nosotros', [maintenanceOn({ dismissible: false })]);

    const banner = await screen.findByRole('region', { name: 'Sitio en Mantenimiento' });
    expect(within(banner).queryByRole('button')).toBeNull();
  });
});

describe('chat de WhatsApp', () => {
  it('envía el mensaje escrito al número de la tienda (wa.me con el texto codificado) y se oculta', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    // A fixed "now", so the hiding deadline is an exact value rather than a comparison with the clock.
    const now = Date.parse('2026-11-22T15:00:00Z');
    vi.spyOn(Date, 'now').mockReturnValue(now);
    renderRoute('/nosotros', [storeSettingsMock(storeSettingsFixture({ whatsappNumber: '51955111222' }))], {
      chat: true,
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Chat de WhatsApp' }));
    const chat = screen.getByRole('region', { name: 'Chat de WhatsApp' });
    expect(chat).toHaveTextContent('Esencia Perfumería');
    // The chat's own hours, as the contact page's chat card (issue 27: it showed the general 'Lunes a Domingo 9am-10pm').
    expect(chat).toHaveTextContent('Todos los días 8am-10pm, respuesta en 2-5 minutos');
    expect(chat).not.toHaveTextContent('Lunes a Domingo 9am-10pm');
    fireEvent.change(within(chat).getByRole('textbox', { name: 'Mensaje' }), {
      target: { value: '¿Tienen Good Girl de 80 ml?' },
    });
    fireEvent.click(within(chat).getByRole('button', { name: 'Enviar' }));

    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://wa.me/51955111222?text=%C2%BFTienen%20Good%20Girl%20de%2080%20ml%3F',
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('button', { name: 'Chat de WhatsApp' })).toBeNull();
    expect(Number(window.localStorage.getItem(CHAT_HIDDEN_UNTIL_KEY))).toBe(now + CHAT_HIDE_DURATION_MS);
  });

  it('no aparece en el área de administración', async () => {
    renderRoute('/admin', [], { session: adminFixture(), chat: true });

    // The footer's contact means the store settings are there: the chat would show by now.
    await screen.findByRole('link', { name: '+51 987 654 321' }, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Chat de WhatsApp' })).toBeNull();
  });

  describe('se abre solo 500 ms después de cargar, sin tapar lo que el cliente está haciendo', () => {
    /** Renders `path` with the chat on a fake clock, waits for the launcher and lets the 500 ms pass. */
    async function fiveHundredMsAfterLoad(path: string) {
      // The fake clock runs along with the real one (the mocked answers arrive), and jumps the 500 ms at once.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      renderRoute(path, [], { chat: true });
      await screen.findByRole('button', { name: 'Chat de WhatsApp' }, { timeout: 8000 });
      act(() => {
        vi.advanceTimersByTime(600);
      });
    }

    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it('en una página del catálogo o informativa, abre el chat', async () => {
      await fiveHundredMsAfterLoad('/nosotros');
      expect(screen.getByRole('region', { name: 'Chat de WhatsApp' })).toBeInTheDocument();
    });

    it('en el teléfono, solo el saludo en una burbuja junto al botón', async () => {
      stubScreen(COMPACT_TOP_BAR_QUERY);
      await fiveHundredMsAfterLoad('/nosotros');
      expect(screen.queryByRole('region', { name: 'Chat de WhatsApp' })).toBeNull();
      expect(screen.getByRole('button', { name: '¡Hola! 👋 ¿En qué podemos ayudarte?' })).toBeInTheDocument();
    });

    it('en el checkout no se abre solo', async () => {
      await fiveHundredMsAfterLoad('/checkout');
      expect(screen.queryByRole('region', { name: 'Chat de WhatsApp' })).toBeNull();
      expect(screen.queryByRole('button', { name: /¡Hola!/ })).toBeNull();
    });

    it('ni en un pedido, Mis pedidos o el perfil', () => {
      expect(['/checkout', '/order/abc', '/order', '/my-orders', '/profile'].filter(chatMayOpenByItself)).toEqual([]);
      expect(['/', '/web-products', '/product/1', '/buscar', '/faq', '/contacto'].every(chatMayOpenByItself)).toBe(
        true,
      );
    });
  });
});
