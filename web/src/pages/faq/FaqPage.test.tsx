import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { storeSettingsFixture, storeSettingsMock } from '../../test/storeSettings';
import { StoreSettingsDocument } from '../../storeSettings/storeSettings.generated';
// The route loads the page lazily: importing it here first keeps that load out of each test's time.
import './FaqPage';

const SIX_QUESTIONS = [
  '¿Cómo realizo un pedido?',
  '¿Cuánto tarda en llegar mi pedido?',
  '¿Cuándo vuelve a estar disponible un perfume agotado?',
  '¿Qué métodos de pago aceptan?',
  '¿Hacen envíos internacionales?',
  '¿Puedo modificar mi pedido?',
];
const NO_MATCH = 'No se encontraron preguntas que coincidan con tu búsqueda.';

/** The accordion's questions (its buttons are the only ones with aria-expanded in the page). */
const questions = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

const search = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Buscar en las preguntas frecuentes' }), {
    target: { value: text },
  });

async function openFaq(mocks = [storeSettingsMock()]) {
  renderRoute('/faq', mocks);
  await screen.findByRole('button', { name: SIX_QUESTIONS[0] }, { timeout: 8000 });
}

describe('preguntas frecuentes (/faq)', () => {
  it('muestra el hero, las categorías, las seis preguntas y el enlace a /contacto', async () => {
    await openFaq();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Preguntas Frecuentes',
    ]);
    await waitFor(() => expect(document.title).toBe('Preguntas Frecuentes — Esencia'));
    expect(questions()).toEqual(SIX_QUESTIONS);
    const categories = within(screen.getByRole('group', { name: 'Categorías' })).getAllByRole('button');
    expect(categories.map((button) => button.textContent)).toEqual([
      'Todas',
      'Pedidos',
      'Envíos',
      'Productos',
      'Pagos',
    ]);
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
    // Announced to screen readers as the list changes.
    expect(screen.getByText('6 preguntas encontradas')).toHaveAttribute('role', 'status');
  });

  it('busca en la pregunta sin distinguir mayúsculas', async () => {
    await openFaq();

    search('INTERNACIONALES');
    expect(questions()).toEqual(['¿Hacen envíos internacionales?']);
    expect(screen.getByText('1 pregunta encontrada')).toHaveAttribute('role', 'status');
  });

  it('busca también en la respuesta, sin distinguir mayúsculas ni tildes', async () => {
    await openFaq();

    // Only in the restock answer ('te recomendamos una fragancia parecida').
    search('Recomendamos UNA fragancia');
    expect(questions()).toEqual(['¿Cuándo vuelve a estar disponible un perfume agotado?']);
    // 'días hábiles' is only in the delivery answer.
    search('dias habiles');
    expect(questions()).toEqual(['¿Cuánto tarda en llegar mi pedido?']);
  });

  it("sin coincidencias muestra 'No se encontraron preguntas…' y permite ver todas de nuevo", async () => {
    await openFaq();

    search('perfume lunar');
    expect(screen.getByText(NO_MATCH)).toBeInTheDocument();
    expect(questions()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Ver todas las preguntas' }));
    expect(questions()).toEqual(SIX_QUESTIONS);
    expect(screen.getByRole('textbox', { name: 'Buscar en las preguntas frecuentes' })).toHaveValue('');
  });

  it('filtra por categoría, y la categoría se combina con la búsqueda', async () => {
    await openFaq();

    fireEvent.click(screen.getByRole('button', { name: 'Envíos' }));
    expect(screen.getByRole('button', { name: 'Envíos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'false');
    expect(questions()).toEqual(['¿Cuánto tarda en llegar mi pedido?', '¿Hacen envíos internacionales?']);

    fireEvent.click(screen.getByRole('button', { name: 'Pedidos' }));
    expect(questions()).toEqual(['¿Cómo realizo un pedido?', '¿Puedo modificar mi pedido?']);
    search('whatsapp');
    expect(questions()).toEqual(['¿Cómo realizo un pedido?', '¿Puedo modificar mi pedido?']);
    fireEvent.click(screen.getByRole('button', { name: 'Pagos' }));
    expect(screen.getByText(NO_MATCH)).toBeInTheDocument();

    search('');
    expect(questions()).toEqual(['¿Qué métodos de pago aceptan?']);
    fireEvent.click(screen.getByRole('button', { name: 'Productos' }));
    expect(questions()).toEqual(['¿Cuándo vuelve a estar disponible un perfume agotado?']);
  });

  it('los plazos de entrega salen de la tabla de envíos de la tienda (los mismos en cada página)', async () => {
    const rates = storeSettingsFixture().shippingRates;
    await openFaq([
      storeSettingsMock(
        storeSettingsFixture({ shippingRates: [rates[0]!, { ...rates[4]!, deliveryTime: '4-6 días' }] }),
      ),
    ]);

    fireEvent.click(screen.getByRole('button', { name: '¿Cuánto tarda en llegar mi pedido?' }));
    const answer = screen.getByRole('region', { name: '¿Cuánto tarda en llegar mi pedido?' });
    expect(
      within(answer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lima (Estándar): 1-2 días', 'Otras provincias (Estándar): 4-6 días']);
    expect(within(answer).getByRole('link', { name: 'Ver costos y plazos de envío' })).toHaveAttribute(
      'href',
      '/envio-info',
    );
  });

  it('los métodos de pago y la comisión de Izipay vienen del dominio', async () => {
    await openFaq();

    fireEvent.click(screen.getByRole('button', { name: '¿Qué métodos de pago aceptan?' }));
    const answer = screen.getByRole('region', { name: '¿Qué métodos de pago aceptan?' });
    expect(answer).toHaveTextContent('Yape y Plin');
    expect(answer).toHaveTextContent('Transferencia bancaria');
    expect(answer).toHaveTextContent(
      'Izipay: te enviamos un link de pago para pagar con tarjeta (incluye una comisión del 4 %).',
    );
  });

  it("si la carga falla muestra el error de la especificación y 'Intentar de nuevo' la repite", async () => {
    let serverDown = true;
    renderRoute('/faq', [
      {
        request: { query: StoreSettingsDocument },
        result: () =>
          serverDown
            ? { errors: [new GraphQLError('Servicio no disponible')] }
            : { data: { storeSettings: storeSettingsFixture() } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);

    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Lo sentimos, ha ocurrido un error al cargar las preguntas frecuentes.');
    expect(questions()).toEqual([]);

    // Every reader of the settings (footer, chat, this page) asks once: the button offers a retry once none is under way.
    const retry = await within(alert).findByRole('button', { name: 'Intentar de nuevo' });
    serverDown = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: SIX_QUESTIONS[0] })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
