import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminPageLifecycle, adminTable, cellTexts, renderAdminPage, stubPhoneScreen } from '../shared/adminTesting';
import { FakeXhr } from '../products/productFixtures';
import { adminBrand, adminBrandsMock } from './brandFixtures';
import { CreateBrandDocument, DeleteBrandDocument, UpdateBrandDocument } from './brands.generated';

const dior = adminBrand();
const natura = adminBrand({
  id: 'b-natura',
  name: 'Natura',
  logoUrl: null,
  logoKey: null,
  active: false,
  productCount: 1,
});

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return renderAdminPage('/admin/brands', [adminBrandsMock([dior, natura]), ...mocks]);
}

// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };
const { table, rowOf } = adminTable('Marcas', SLOW);
const formDialog = () => screen.findByRole('dialog', { name: /Nueva marca|Editar marca/ });
const logoFile = (name = 'logo.png', size = 2048) => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const chooseLogo = (file: File) =>
  fireEvent.change(screen.getByLabelText('Archivo de logo'), { target: { files: [file] } });
const lastRequest = () => {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
};

describe('Marcas del panel (/admin/brands)', () => {
  adminPageLifecycle(() => import('./BrandsAdminPage'));

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('lista las marcas con logo, nombre, descripción, cantidad de productos y estado', async () => {
    await renderPage();

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Logo', 'Nombre', 'Descripción', 'Productos', 'Estado', 'Acciones']);
    expect(cellTexts(await rowOf('Natura')).slice(1, 5)).toEqual(['Natura', 'Natura', '1 producto', 'Inactiva']);
    const diorRow = await rowOf('Dior');
    expect(cellTexts(diorRow).slice(1, 5)).toEqual(['Dior', 'Dior', '3 productos', 'Activa']);
    expect(within(diorRow).getByRole('img', { name: 'Logo de Dior' })).toHaveAttribute(
      'src',
      '/files/brands/1-dior.webp',
    );
    expect(within(await rowOf('Natura')).getByRole('img', { name: 'Natura sin logo' })).toBeInTheDocument();
  });

  it('busca 300 ms después de la última tecla y muestra lo que responde el servidor', async () => {
    await renderPage([adminBrandsMock([natura], 'natu')]);
    const list = (await table()).closest('[aria-busy]') as HTMLElement;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar marcas' }), { target: { value: 'nat' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar marcas' }), { target: { value: 'natu ' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(list).toHaveAttribute('aria-busy', 'false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The mocked server answers on a timer too.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Editar Dior' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Editar Natura' })).toBeInTheDocument();
  });

  it("si la lista no carga muestra 'Error al cargar marcas' e 'Intentar de nuevo' vuelve a pedirla", async () => {
    renderAdminPage('/admin/brands', [
      { request: adminBrandsMock([]).request, error: new Error('red') },
      adminBrandsMock([dior]),
    ]);

    expect(await screen.findByText('Error al cargar marcas', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await rowOf('Dior')).toBeInTheDocument();
  });

  it('crea una marca: pide el nombre, sube el logo con progreso y avisa «Marca creada con éxito»', async () => {
    const created = adminBrand({
      id: 'b-lancome',
      name: 'Lancôme',
      logoKey: 'brands/2-lancome.png',
      logoUrl: '/files/brands/2-lancome.png',
      productCount: 0,
    });
    await renderPage([
      {
        request: {
          query: CreateBrandDocument,
          variables: { input: { name: 'Lancôme', logoKey: 'brands/2-lancome.png', active: true } },
        },
        result: { data: { createBrand: created } },
      },
      adminBrandsMock([dior, created, natura]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva marca' }));
    const dialog = await formDialog();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    });
    expect(within(dialog).getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveFocus();
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: ' Lancôme ' } });
    expect(within(dialog).queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
    chooseLogo(logoFile('lancome.png'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    });

    const upload = lastRequest();
    expect([upload.method, upload.url]).toEqual(['POST', '/api/admin/images']);
    expect(upload.body?.get('purpose')).toBe('brand');
    expect((upload.body?.get('file') as File).name).toBe('lancome.png');
    act(() => upload.progress(40, 100));
    expect(within(dialog).getByRole('progressbar', { name: 'Subiendo logo' })).toHaveAttribute('value', '40');
    await act(async () => upload.respond(201, { key: 'brands/2-lancome.png', url: '/files/brands/2-lancome.png' }));

    expect(await screen.findByText('Marca creada con éxito')).toBeInTheDocument();
    expect(await rowOf('Lancôme')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('un logo rechazado muestra el mensaje del servidor y no guarda la marca', async () => {
    await renderPage();
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva marca' }));
    const dialog = await formDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Lancôme' } });
    chooseLogo(logoFile('lancome.pdf'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Crear marca' }));
    });
    await act(async () =>
      lastRequest().respond(415, {
        errorCode: 'IMAGE_NOT_ALLOWED',
        message: 'El archivo debe ser una imagen JPG, PNG o WebP',
      }),
    );

    expect(within(dialog).getByText('El archivo debe ser una imagen JPG, PNG o WebP')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Error al guardar la marca')).toHaveLength(1);
  });

  it('un logo de más de 5 MB se rechaza sin enviarlo', async () => {
    await renderPage();
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva marca' }));
    const dialog = await formDialog();
    chooseLogo(logoFile('enorme.png', 6 * 1024 * 1024));

    expect(within(dialog).getByText('La imagen no puede ser mayor a 5MB')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Logo de/ })).not.toBeInTheDocument();
  });

  it('edita una marca: conserva su logo, guarda con updateBrand y avisa «Marca actualizada con éxito»', async () => {
    const renamed = adminBrand({ name: 'Christian Dior', description: 'Christian Dior', active: false });
    await renderPage([
      {
        request: {
          query: UpdateBrandDocument,
          variables: { id: 'b-dior', input: { name: 'Christian Dior', logoKey: 'brands/1-dior.webp', active: false } },
        },
        result: { data: { updateBrand: renamed } },
      },
      adminBrandsMock([renamed, natura]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Editar Dior' }));
    const dialog = await formDialog();
    expect(within(dialog).getByRole('img', { name: 'Logo de Dior' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Christian Dior' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Activa/ }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });

    expect(await screen.findByText('Marca actualizada con éxito')).toBeInTheDocument();
    expect(cellTexts(await rowOf('Christian Dior')).slice(1, 5)).toEqual([
      'Christian Dior',
      'Christian Dior',
      '3 productos',
      'Inactiva',
    ]);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("quitar el logo lo guarda sin logo; un fallo del servidor avisa 'Error al guardar la marca'", async () => {
    await renderPage([
      {
        request: {
          query: UpdateBrandDocument,
          variables: { id: 'b-dior', input: { name: 'Dior', logoKey: null, active: true } },
        },
        error: new Error('red'),
      },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Editar Dior' }));
    const dialog = await formDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar logo' }));
    expect(within(dialog).getByText('Sin imagen')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    });

    expect(await within(dialog).findByText('Error al guardar la marca')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar marca' })).toBeInTheDocument();
  });

  it('cerrar el formulario sin tocarlo no pregunta; con algo escrito pregunta «Confirmar salida»', async () => {
    await renderPage();
    await table();

    // Untouched (issue 27: it asked anyway).
    fireEvent.click(screen.getByRole('button', { name: 'Nueva marca' }));
    fireEvent.keyDown(await formDialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva marca' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva marca' }));
    const dialog = await formDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Lancôme' } });
    fireEvent.keyDown(dialog, { key: 'Escape' });

    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar salida' });
    expect(confirm).toHaveTextContent('¿Estás seguro que deseas salir?');
  });

  it('eliminar pide confirmación, borra y avisa «Marca eliminada con éxito»', async () => {
    await renderPage([
      {
        request: { query: DeleteBrandDocument, variables: { id: 'b-natura' } },
        result: {
          data: { deleteBrand: { __typename: 'BrandDeleted', id: 'b-natura', message: 'Marca eliminada con éxito' } },
        },
      },
      adminBrandsMock([dior]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Natura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar marca' });
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar «Natura»? Esta acción no se puede deshacer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Marca eliminada con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar Natura' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('una marca con productos no se elimina: se muestra la razón del servidor', async () => {
    const reason = 'No se puede eliminar la marca: tiene 3 productos. Desactívala o cambia la marca de sus productos.';
    await renderPage([
      {
        request: { query: DeleteBrandDocument, variables: { id: 'b-dior' } },
        result: {
          data: {
            deleteBrand: { __typename: 'InUseError', errorCode: 'BRAND_IN_USE', message: reason, productCount: 3 },
          },
        },
      },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Dior' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error al eliminar la marca')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar marca' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Eliminar Dior' })).toBeInTheDocument();
  });

  it("un borrado que falla por la red avisa 'Error al eliminar la marca' y deja la pregunta abierta", async () => {
    await renderPage([
      { request: { query: DeleteBrandDocument, variables: { id: 'b-dior' } }, error: new Error('red') },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Dior' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error al eliminar la marca')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Eliminar marca' })).toBeInTheDocument();
  });

  it('en el teléfono cada marca es una tarjeta con sus datos y acciones', async () => {
    stubPhoneScreen();
    await renderPage();

    const cards = await screen.findByRole('list', { name: 'Marcas' }, SLOW);
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Dior', 'Natura']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(articles[1] as HTMLElement);
    expect(card.getByText('Productos').nextElementSibling).toHaveTextContent('1 producto');
    expect(card.getByText('Estado').nextElementSibling).toHaveTextContent('Inactiva');
    expect(card.getByRole('button', { name: 'Editar Natura' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Eliminar Natura' })).toBeInTheDocument();
  });

  it('en el teléfono las tarjetas pasan de página bajo la lista, desde arriba, y la página queda en la dirección', async () => {
    stubPhoneScreen();
    // jsdom lays nothing out: the list's top is said to have scrolled above the screen.
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: -2400 } as DOMRect);
    HTMLElement.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      vi.restoreAllMocks();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });
    const { router } = renderAdminPage('/admin/brands', [
      adminBrandsMock([dior], null, { total: 30, totalPages: 2 }),
      adminBrandsMock([natura], null, { page: 2, total: 30, totalPages: 2 }),
    ]);
    const pages = await screen.findByRole('navigation', { name: 'Páginas de marcas' }, SLOW);
    expect(pages).toHaveTextContent('Página 1 de 2 (30 marcas)');
    const cards = screen.getByRole('list', { name: 'Marcas' });
    // The page's buttons come after the cards.
    expect(cards.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));

    expect(await screen.findByRole('article', { name: 'Natura' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Dior' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?pagina=2');
    expect(screen.getByRole('navigation', { name: 'Páginas de marcas' })).toHaveTextContent('Página 2 de 2');
    // The next page is shown from the list's top.
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(cards.parentElement);
  });
});
