import type { MockLink } from '@apollo/client/testing';
import { addDays } from '@esencia/domain/shared/lima-date';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AdminProductFieldsFragment, CreateProductDocument, UpdateProductDocument } from '../products.generated';
import type { ProductInput } from '../../../gql/graphql';
import { adminProduct, FakeXhr, formOptionsMocks, promotion, TODAY } from '../productFixtures';
import { ProductFormDialog } from './ProductFormDialog';
import { formHelpers, lastUpload, renderFormDialog, stubUploads, testFile } from '../../shared/adminTesting';

function renderForm(product: AdminProductFieldsFragment | null = null, mocks: MockLink.MockedResponse[] = []) {
  return renderFormDialog([...formOptionsMocks(), ...mocks], (callbacks) => (
    <ProductFormDialog open product={product} {...callbacks} />
  ));
}

const { form, field, type, submit } = formHelpers(/Crear producto|Guardar cambios/);
const finalPrice = () => screen.getByRole('status', { name: 'Precio final' });
const photo = (name: string, size = 2048) => testFile(name, 'image/jpeg', size);
const chooseFiles = (...files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
};

/** Fills every required field of a new product (no pictures). */
async function fillNewProduct() {
  await form();
  type('Nombre', 'Sauvage EDT 100 ml');
  fireEvent.change(screen.getByRole('combobox', { name: 'Marca' }), { target: { value: 'b-dior' } });
  type('Descripción', 'Fresco y **especiado**.');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Hombre' }));
  type('Precio original (S/)', '120');
  type('Stock', '12');
}

const turnPromotionOn = () => fireEvent.click(screen.getByRole('checkbox', { name: 'Aplicar promoción' }));

describe('ProductFormDialog', () => {
  beforeEach(stubUploads);

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('al guardar vacío muestra el mensaje de cada campo obligatorio y enfoca el primero', async () => {
    const { onSaved } = renderForm();
    await form();

    await submit();

    expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Debes seleccionar una marca')).toBeInTheDocument();
    expect(screen.getByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('Debes seleccionar al menos una categoría')).toBeInTheDocument();
    expect(screen.getByText('El precio original es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El stock es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Debes agregar al menos una imagen del producto')).toBeInTheDocument();
    expect(field('Nombre')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('solo ofrece las marcas y categorías activas', async () => {
    renderForm();
    await form();

    const brands = within(screen.getByRole('combobox', { name: 'Marca' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(brands).toEqual(['Selecciona una marca', 'Dior', 'Chanel']);
    expect(screen.getByRole('checkbox', { name: 'Hombre' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mujer' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Categoría Retirada' })).not.toBeInTheDocument();
  });

  it('con muchas marcas se filtran escribiendo (sin tildes ni mayúsculas); Enter elige la única que coincide', async () => {
    renderForm();
    await form();
    const brand = () => screen.getByRole('combobox', { name: 'Marca' });
    const offered = () =>
      within(brand())
        .getAllByRole('option')
        .map((option) => option.textContent);
    const filter = screen.getByRole('searchbox', { name: 'Filtrar marcas' });

    fireEvent.change(filter, { target: { value: 'CHÁN' } });
    expect(offered()).toEqual(['Selecciona una marca (1 de 2)', 'Chanel']);
    fireEvent.keyDown(filter, { key: 'Enter' });
    expect(brand()).toHaveValue('b-chanel');

    // The chosen brand stays offered whatever is typed next.
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(offered()).toEqual(['Ninguna marca coincide', 'Chanel']);
    expect(brand()).toHaveValue('b-chanel');
    fireEvent.change(filter, { target: { value: '' } });
    expect(offered()).toEqual(['Selecciona una marca', 'Dior', 'Chanel']);
  });

  it('un producto con una marca inactiva debe elegir otra', async () => {
    renderForm(adminProduct({ brandId: 'b-old', brand: { __typename: 'Brand', id: 'b-old', name: 'Marca Retirada' } }));
    await form();

    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('');
    await submit();
    expect(screen.getByText('Debes seleccionar una marca')).toBeInTheDocument();
  });

  it('el precio final se calcula en vivo: porcentaje, cambio de tipo (descuento a 0), monto fijo y sin promoción', async () => {
    renderForm();
    await form();

    type('Precio original (S/)', '120');
    expect(finalPrice()).toHaveTextContent('S/ 120.00');

    turnPromotionOn();
    type('Descuento (%)', '25');
    expect(finalPrice()).toHaveTextContent('S/ 90.00');
    expect(finalPrice()).toHaveTextContent('-25%');

    fireEvent.click(screen.getByRole('radio', { name: 'Monto fijo (S/)' }));
    expect(field('Descuento (S/)')).toHaveValue('0');
    expect(finalPrice()).toHaveTextContent('S/ 120.00');
    type('Descuento (S/)', '20');
    expect(finalPrice()).toHaveTextContent('S/ 100.00');
    expect(finalPrice()).toHaveTextContent('-S/20');

    turnPromotionOn();
    expect(screen.queryByRole('textbox', { name: 'Descuento (S/)' })).not.toBeInTheDocument();
    expect(finalPrice()).toHaveTextContent('S/ 120.00');
    turnPromotionOn();
    // Back on: the type stays, the discount starts again from 0.
    expect(field('Descuento (S/)')).toHaveValue('0');
  });

  it('refusa un descuento porcentual mayor a 100 %, un descuento de 0 y un monto fijo mayor al precio', async () => {
    renderForm();
    await fillNewProduct();
    turnPromotionOn();

    await submit();
    expect(screen.getByText('Cuando se aplica una promoción, el descuento debe ser mayor a 0')).toBeInTheDocument();

    type('Descuento (%)', '101');
    expect(screen.getByText('El descuento porcentual no puede ser mayor a 100%')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Monto fijo (S/)' }));
    type('Descuento (S/)', '121');
    expect(screen.getByText('El descuento fijo no puede ser mayor que el precio original')).toBeInTheDocument();
    type('Descuento (S/)', '120');
    expect(screen.queryByText('El descuento fijo no puede ser mayor que el precio original')).not.toBeInTheDocument();
  });

  it('un rango que termina antes de empezar y un inicio anterior a hoy se refusan; las fechas tienen mínimo hoy', async () => {
    renderForm();
    await fillNewProduct();
    chooseFiles(photo('a.jpg'));
    turnPromotionOn();
    type('Descuento (%)', '10');

    const start = screen.getByLabelText('Fecha de la promoción');
    expect(start).toHaveValue(TODAY);
    expect(start).toHaveAttribute('min', TODAY);

    fireEvent.click(screen.getByRole('radio', { name: 'Rango de fechas' }));
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: addDays(TODAY, 5) } });
    fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: addDays(TODAY, 2) } });
    expect(screen.getByLabelText('Fecha de fin')).toHaveAttribute('min', addDays(TODAY, 5));
    await submit();
    expect(screen.getByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de fin')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: addDays(TODAY, -1) } });
    expect(screen.getByText('La fecha de inicio no puede ser anterior a hoy')).toBeInTheDocument();
  });

  it('una promoción en curso guarda su inicio pasado, pero no un fin anterior a hoy (issue 27); uno ya guardado sí', async () => {
    const running = promotion({ startDate: addDays(TODAY, -5), endDate: addDays(TODAY, 10) });
    renderForm(adminProduct({ promotion: running }));
    await form();

    fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: addDays(TODAY, -1) } });
    await submit();
    expect(screen.getByText('La fecha de fin no puede ser anterior a hoy')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de fin')).toHaveFocus();
    expect(screen.queryByText('La fecha de inicio no puede ser anterior a hoy')).not.toBeInTheDocument();

    // A single day in the past is its end too: said under the one date it shows.
    fireEvent.click(screen.getByRole('radio', { name: 'Un solo día' }));
    expect(screen.getByText('La fecha de fin no puede ser anterior a hoy')).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de la promoción')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('radio', { name: 'Rango de fechas' }));
    fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: TODAY } });
    expect(screen.queryByText('La fecha de fin no puede ser anterior a hoy')).not.toBeInTheDocument();
  });

  it('una promoción ya vencida se puede editar con las fechas que tenía', async () => {
    const calls: unknown[] = [];
    const expired = promotion({ startDate: addDays(TODAY, -10), endDate: addDays(TODAY, -3) });
    renderForm(adminProduct({ promotion: expired }), [
      {
        request: { query: UpdateProductDocument, variables: (variables: unknown) => Boolean(calls.push(variables)) },
        error: new Error('red'),
      },
    ]);
    await form();
    await submit();
    expect(await screen.findByText('Error al actualizar producto')).toBeInTheDocument();
    expect(screen.queryByText('La fecha de fin no puede ser anterior a hoy')).not.toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('las imágenes: la última no se quita, hay un máximo de 5 y elegir la principal la pone primero', async () => {
    renderForm(adminProduct({ imageKeys: ['products/1-0-a.webp'], imageUrls: ['/files/products/1-0-a.webp'] }));
    await form();

    fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen principal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debe haber al menos una imagen del producto');
    expect(screen.getAllByRole('img', { name: /Imagen/ })).toHaveLength(1);

    chooseFiles(photo('b.jpg'), photo('c.jpg'), photo('d.jpg'), photo('e.jpg'), photo('f.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent('Solo puedes tener máximo 5 imágenes en total');
    expect(screen.getAllByRole('img', { name: /Imagen/ })).toHaveLength(1);

    chooseFiles(photo('grande.jpg', 6 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen no puede ser mayor a 5MB');

    chooseFiles(photo('b.jpg'), photo('c.jpg'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Imágenes del producto' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    // One picture reads 'Principal'; the others offer 'Hacer principal' (issue 27: two read 'Principal').
    expect(within(list).getAllByText('Principal')).toHaveLength(1);
    expect(
      within(list)
        .getAllByRole('button', { name: /^Hacer principal/ })
        .map((b) => b.textContent),
    ).toEqual(['Hacer principal', 'Hacer principal']);
    fireEvent.click(screen.getByRole('button', { name: 'Hacer principal la imagen 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la imagen 3' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // The original picture is now second: the chosen one moved to the front.
    expect(within(list).getAllByRole('img')[1]).toHaveAttribute('src', '/files/products/1-0-a.webp');
  });

  it('crea: sube las imágenes una por una con su progreso y luego guarda con createProduct', async () => {
    const input: ProductInput = {
      name: 'Sauvage EDT 100 ml',
      description: 'Fresco y **especiado**.',
      brandId: 'b-dior',
      categoryIds: ['c-hombre'],
      originalPriceCents: 12000,
      stock: 12,
      imageKeys: ['products/1-0-a.jpg', 'products/1-1-b.jpg'],
      promotion: {
        isPromoted: true,
        type: 'PERCENTAGE',
        discount: 25,
        startDate: TODAY,
        endDate: TODAY,
      },
      active: true,
      carousel: true,
    };
    const saved = adminProduct({ id: 'p-9' });
    const { onSaved } = renderForm(null, [
      {
        request: { query: CreateProductDocument, variables: { input } },
        result: { data: { createProduct: saved } },
      },
    ]);
    await fillNewProduct();
    chooseFiles(photo('a.jpg'), photo('b.jpg'));
    turnPromotionOn();
    type('Descuento (%)', '25');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mostrar en el carrusel de inicio' }));

    await submit();

    const first = lastUpload();
    expect([first.method, first.url]).toEqual(['POST', '/api/admin/images']);
    expect(first.body?.get('purpose')).toBe('product');
    expect(first.body?.get('index')).toBe('0');
    expect((first.body?.get('file') as File).name).toBe('a.jpg');
    act(() => first.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Subiendo imagen 1 de 2' })).toHaveAttribute('value', '50');
    await act(async () => first.respond(201, { key: 'products/1-0-a.jpg', url: '/files/products/1-0-a.jpg' }));

    const second = lastUpload();
    expect(FakeXhr.sent).toHaveLength(2);
    expect(second.body?.get('index')).toBe('1');
    expect(screen.getByRole('progressbar', { name: 'Subiendo imagen 2 de 2' })).toBeInTheDocument();
    await act(async () => second.respond(201, { key: 'products/1-1-b.jpg', url: '/files/products/1-1-b.jpg' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-9' }), true));
    expect(await screen.findByText('Producto creado con éxito')).toBeInTheDocument();
  });

  it('una imagen refusada muestra el mensaje del servidor; al reintentar no vuelve a subir las ya guardadas', async () => {
    renderForm();
    await fillNewProduct();
    chooseFiles(photo('a.jpg'), photo('b.pdf'));

    await submit();
    await act(async () => lastUpload().respond(201, { key: 'products/1-0-a.jpg', url: '/files/products/1-0-a.jpg' }));
    await act(async () =>
      lastUpload().respond(415, {
        errorCode: 'IMAGE_NOT_ALLOWED',
        message: 'El archivo debe ser una imagen JPG, PNG o WebP',
      }),
    );

    expect(await screen.findByText('El archivo debe ser una imagen JPG, PNG o WebP')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await submit();
    expect(FakeXhr.sent).toHaveLength(3);
    expect((lastUpload().body?.get('file') as File).name).toBe('b.pdf');
    expect(lastUpload().body?.get('index')).toBe('1');
  });

  it('edita: guarda con updateProduct las claves en su nuevo orden y muestra los errores del servidor bajo su campo', async () => {
    const product = adminProduct({
      promotion: promotion({ startDate: addDays(TODAY, -5), endDate: addDays(TODAY, 10) }),
    });
    const input: ProductInput = {
      name: 'Sauvage EDT 100 ml',
      description: 'Fresco y **especiado**.\nIdeal para el día.',
      brandId: 'b-dior',
      categoryIds: ['c-hombre'],
      originalPriceCents: 12000,
      stock: 12,
      imageKeys: ['products/1-1-sauvage.webp', 'products/1-0-sauvage.webp'],
      promotion: {
        isPromoted: true,
        type: 'PERCENTAGE',
        discount: 10,
        startDate: addDays(TODAY, -5),
        endDate: addDays(TODAY, 10),
      },
      active: true,
      carousel: false,
    };
    const { onSaved } = renderForm(product, [
      {
        request: { query: UpdateProductDocument, variables: { id: 'p-1', input, expectedStock: 12 } },
        result: {
          data: {
            updateProduct: {
              __typename: 'InvalidInputError',
              errorCode: 'PRODUCT_INVALID',
              message: 'La marca no está activa',
              fieldErrors: [{ __typename: 'FieldError', field: 'brandId', message: 'La marca no está activa' }],
            },
          },
        },
      },
      {
        request: { query: UpdateProductDocument, variables: { id: 'p-1', input, expectedStock: 12 } },
        error: new Error('red'),
      },
    ]);
    await form();
    // A running promotion keeps its past start date: no 'anterior a hoy' refusal.
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue(addDays(TODAY, -5));
    fireEvent.click(screen.getByRole('button', { name: 'Hacer principal la imagen 2' }));

    await submit();
    expect(await screen.findByText('La marca no está activa')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al guardar el producto');
    expect(FakeXhr.sent).toHaveLength(0);

    await submit();
    expect(await screen.findByText('Error al actualizar producto')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('si el stock cambió desde que se abrió, lo dice bajo el campo y el siguiente guardado parte del stock de ahora', async () => {
    const product = adminProduct({ promotion: null });
    const message = 'El stock cambió mientras editabas: ahora hay 11 unidades. Revisa el stock y vuelve a guardar.';
    const sent: number[] = [];
    const { onSaved } = renderForm(product, [
      {
        request: { query: UpdateProductDocument, variables: () => true },
        result: (variables: { expectedStock: number }) => {
          sent.push(variables.expectedStock);
          return {
            data: {
              updateProduct: {
                __typename: 'ProductStockChangedError',
                errorCode: 'PRODUCT_STOCK_CHANGED',
                message,
                currentStock: 11,
              },
            },
          };
        },
      },
      {
        request: { query: UpdateProductDocument, variables: () => true },
        result: (variables: { expectedStock: number }) => {
          sent.push(variables.expectedStock);
          return { data: { updateProduct: { ...product, stock: 20 } } };
        },
      },
    ]);
    await form();
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '20' } });

    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al guardar el producto');
    expect(onSaved).not.toHaveBeenCalled();

    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([12, 11]);
  });

  it('un stock por debajo de las unidades reservadas para pedidos se dice bajo el campo Stock', async () => {
    const product = adminProduct({ promotion: null });
    const message = 'El stock no puede quedar por debajo de las 4 unidades reservadas para pedidos';
    const { onSaved } = renderForm(product, [
      {
        request: { query: UpdateProductDocument, variables: () => true },
        result: {
          data: {
            updateProduct: {
              __typename: 'InvalidInputError',
              errorCode: 'STOCK_BELOW_HELD',
              message,
              fieldErrors: [{ __typename: 'FieldError', field: 'stock', message }],
            },
          },
        },
      },
    ]);
    await form();
    fireEvent.change(screen.getByLabelText('Stock'), { target: { value: '3' } });

    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Stock')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al guardar el producto');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("'Cancelar' en un producto nuevo sin tocar cierra sin preguntar (issue 27)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { onOpenChange } = renderForm();
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

      expect(screen.queryByText('Confirmar salida')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("cerrar tras escribir pregunta 'Confirmar salida / ¿Estás seguro que deseas salir?'", async () => {
    const { onOpenChange } = renderForm();
    await form();
    type('Nombre', 'Sauvage');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

      expect(screen.getByText('Confirmar salida')).toBeInTheDocument();
      expect(screen.getByText('¿Estás seguro que deseas salir?')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Salir' }));
      expect(onOpenChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
