import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './OrderCard.stories';

const composed = composeStories(stories);
const card = () => screen.getByRole('article', { name: 'Pedido #6b41f7' });
const header = () => screen.getByRole('button', { name: /^Pedido #6b41f7/ });
const body = () => document.getElementById(header().getAttribute('aria-controls')!)!;
const productsToggle = () => screen.getByRole('button', { name: /^Productos/, hidden: true });
const products = () =>
  within(body())
    .getAllByRole('listitem', { hidden: true })
    .filter((li) => li.closest('section'));
const payment = () => within(body()).getByRole('region', { name: 'Información de pago', hidden: true });
const whatsapp = () => screen.queryByRole('link', { name: /Enviar por WhatsApp/ });
const totals = () =>
  Array.from(body().querySelectorAll('section dl > div')).map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

describe('OrderCard', () => {
  testStories(composed, {
    Pending: () => {
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Pedido #6b41f7');
      // 19:30 UTC is 14:30 in Lima (UTC-5).
      expect(header()).toHaveTextContent('25/11/2025 14:30');
      expect(header()).toHaveTextContent('Pendiente');
      expect(header()).toHaveAttribute('aria-expanded', 'true');
      expect(body()).toBeVisible();
      expect(productsToggle()).toHaveAttribute('aria-expanded', 'true');
      const [rose, amber] = products();
      expect(rose).toHaveTextContent('Cantidad: 2');
      expect(rose).toHaveTextContent('Maison Lys');
      expect(within(rose!).getByRole('img', { name: 'Rosa Nocturna Eau de Parfum 100 ml' })).toBeInTheDocument();
      expect(within(rose!).getByText('S/ 129.90').closest('s')).not.toBeNull();
      expect(rose).toHaveTextContent('Descuento -20%');
      // Cut at 45 characters, in bold, the full name kept as a tooltip.
      const name = within(amber!).getByText('Ámbar Real Extrait de Parfum Edición Limitada…');
      expect(name.tagName).toBe('STRONG');
      expect(name.parentElement).toHaveAttribute(
        'title',
        'Ámbar Real Extrait de Parfum Edición Limitada Coleccionista 50 ml',
      );
      expect(amber!.querySelector('s')).toBeNull();
      expect(body()).toHaveTextContent('Comprobante:Boleta');
      expect(body()).toHaveTextContent('Método de pago:Yape');
      expect(payment()).toHaveTextContent('Su solicitud de pedido ha sido registrada.');
      expect(payment()).toHaveTextContent('No necesitas pagar todavía.');
      expect(within(payment()).queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();
      expect(totals()).toEqual([
        ['Subtotal', 'S/ 396.84'],
        ['Envío', 'Gratis'],
        ['Total', 'S/ 396.84'],
      ]);
      const link = whatsapp()!;
      expect(link).toHaveAttribute('href', 'https://wa.me/51987654321?text=Pedido%20%236b41f7');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    },
    ProcessingYape: () => {
      expect(header()).toHaveAttribute('aria-expanded', 'true');
      expect(header()).toHaveTextContent('En Proceso');
      expect(within(payment()).getByRole('img', { name: 'Código QR de Yape' })).toBeInTheDocument();
      expect(payment()).toHaveTextContent('Monto a pagar:S/ 396.84');
      expect(payment()).toHaveTextContent('Tiempo estimado de respuesta: 30min - 1hora');
      expect(within(payment()).getByRole('button', { name: 'Subir comprobante' })).toBeInTheDocument();
      expect(whatsapp()).toBeInTheDocument();
    },
    ProcessingTransferFactura: () => {
      expect(body()).toHaveTextContent('Comprobante:Factura · RUC 20100070970 · Perfumes del Sur S.A.C.');
      expect(body()).toHaveTextContent('Método de pago:Transferencia bancaria');
      expect(
        within(payment())
          .getAllByRole('heading', { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(['BCP', 'Interbank', 'BBVA']);
      expect(productsToggle()).toHaveTextContent('Productos (1 producto)');
      expect(totals()).toContainEqual(['Envío', 'S/ 15.00']);
    },
    IzipayLinkReady: () => {
      expect(within(payment()).getByRole('link', { name: /Realizar pago/ })).toHaveAttribute(
        'href',
        'https://pagos.izipay.pe/l/ESC123',
      );
      expect(totals()).toEqual([
        ['Subtotal', 'S/ 396.84'],
        ['Envío', 'Gratis'],
        ['Comisión Izipay (4%)', 'S/ 15.87'],
        ['Total', 'S/ 412.71'],
      ]);
    },
    Completed: () => {
      expect(header()).toHaveTextContent('Completada');
      expect(header()).toHaveAttribute('aria-expanded', 'false');
      expect(body()).not.toBeVisible();
      expect(whatsapp()).not.toBeInTheDocument();
    },
    Cancelled: () => {
      expect(header()).toHaveAttribute('aria-expanded', 'false');
      expect(payment()).toHaveTextContent('Este pedido ha sido cancelado.');
      expect(payment()).toHaveAttribute('data-dimmed', 'true');
      expect(whatsapp()).not.toBeInTheDocument();
    },
    OrderPage: () => {
      expect(header()).toHaveAttribute('aria-expanded', 'true');
      expect(body()).toBeVisible();
      expect(payment()).toHaveTextContent('Pago completado con éxito.');
      expect(payment()).toHaveTextContent('¡Gracias por su compra!');
      expect(within(payment()).getByRole('link', { name: /Instagram/ })).toBeInTheDocument();
      expect(whatsapp()).not.toBeInTheDocument();
    },
    Toggling: () => {
      expect(body()).toBeVisible();
      expect(products()[0]).not.toBeVisible();
      expect(card()).toHaveAttribute('data-status', 'completed');
    },
    DarkTheme: () => {
      expect(resolvedStyle(card(), 'background')).toBe(darkToken('color-surface'));
    },
  });
});
