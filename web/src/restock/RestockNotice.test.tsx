import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDetailDocument } from '../pages/product-detail/product-detail.generated';
import { detailedProductFixture, meFixture } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';
import { AskRestockNoticeDocument, ConfirmRestockNoticeDocument } from './restock.generated';

const soldOut = detailedProductFixture({
  stock: 0,
  stockStatus: { __typename: 'StockStatus', level: 'OUT', label: 'Agotado' },
});
const productMock = {
  request: { query: ProductDetailDocument, variables: { id: 'p-7' } },
  result: { data: { product: soldOut } },
};
const askMock = (email: string | null, answer: Record<string, unknown>) => ({
  request: { query: AskRestockNoticeDocument, variables: { productId: 'p-7', email } },
  result: { data: { askRestockNotice: answer } },
});

describe("'Avísame cuando vuelva'", () => {
  it('a guest types an e-mail and is asked to confirm from the mail; a refusal shows under the field', async () => {
    renderRoute('/product/p-7', [
      productMock,
      askMock('nada', {
        __typename: 'InvalidInputError',
        errorCode: 'EMAIL_INVALID',
        message: 'Ingrese un email válido',
        fieldErrors: [],
      }),
      askMock('ana@correo.pe', {
        __typename: 'RestockNoticeRequested',
        confirmed: false,
        message: 'Te enviamos un correo: abre el enlace para confirmar el aviso.',
      }),
    ]);
    const email = await screen.findByLabelText('Tu email');
    fireEvent.change(email, { target: { value: 'nada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avísame cuando vuelva' }));
    expect(await screen.findByText('Ingrese un email válido')).toBeInTheDocument();

    fireEvent.change(email, { target: { value: 'ana@correo.pe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Avísame cuando vuelva' }));
    expect(await screen.findByText('Te enviamos un correo: abre el enlace para confirmar el aviso.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('a signed-in shopper asks with one click (no e-mail field)', async () => {
    renderRoute(
      '/product/p-7',
      [
        productMock,
        askMock(null, {
          __typename: 'RestockNoticeRequested',
          confirmed: true,
          message: 'Listo: te avisaremos por correo cuando vuelva.',
        }),
      ],
      { session: meFixture() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Avísame cuando vuelva' }));
    expect(screen.queryByLabelText('Tu email')).not.toBeInTheDocument();
    expect(await screen.findByText('Listo: te avisaremos por correo cuando vuelva.')).toBeInTheDocument();
  });

  it('the e-mailed link confirms on a press, then leads to the product', async () => {
    renderRoute('/avisame/token-1', [
      {
        request: { query: ConfirmRestockNoticeDocument, variables: { token: 'token-1' } },
        result: {
          data: {
            confirmRestockNotice: {
              __typename: 'RestockNoticeConfirmed',
              productId: 'p-7',
              message: 'Aviso confirmado: te escribiremos cuando vuelva a estar disponible.',
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar aviso' }));
    expect(
      await screen.findByText('Aviso confirmado: te escribiremos cuando vuelva a estar disponible.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el producto' })).toHaveAttribute('href', '/product/p-7');
  });
});
