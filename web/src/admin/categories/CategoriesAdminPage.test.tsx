import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type AdminCategoryFieldsFragment,
  AdminCategoriesDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
} from './categories.generated';
import { adminPageLifecycle, adminTable, cellTexts, renderAdminPage, stubPhoneScreen } from '../shared/adminTesting';

function category(overrides: Partial<AdminCategoryFieldsFragment> = {}): AdminCategoryFieldsFragment {
  return {
    __typename: 'AdminCategory',
    id: 'c-hombre',
    name: 'Hombre',
    description: 'Fragancias para él',
    active: true,
    productCount: 12,
    ...overrides,
  };
}

/** What a save answers: the storefront's category, without the admin's count. */
function saved({ productCount: _count, ...fields }: AdminCategoryFieldsFragment) {
  return { ...fields, __typename: 'Category' as const };
}

const hombre = category();
const nicho = category({
  id: 'c-nicho',
  name: 'Nicho',
  description: 'Casas independientes',
  active: false,
  productCount: 1,
});

/** The list's answer: `categories` as page `page` of `totalPages` (one by default), `total` in all. */
function categoriesMock(
  categories: readonly AdminCategoryFieldsFragment[],
  search: string | null = null,
  { page = 1, total = categories.length, totalPages = 1 }: { page?: number; total?: number; totalPages?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: AdminCategoriesDocument, variables: { search, page } },
    result: {
      data: {
        adminCategoryPage: {
          __typename: 'AdminCategoryPage',
          total,
          page,
          pageSize: 25,
          totalPages,
          items: [...categories],
        },
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  return renderAdminPage('/admin/categories', [categoriesMock([hombre, nicho]), ...mocks]);
}

// The first render also loads the lazy admin chunks, which can take a while on a busy machine.
const SLOW = { timeout: 5000 };
const { table, rowOf } = adminTable('Categorías', SLOW);
const formDialog = () => screen.findByRole('dialog', { name: /Nueva categoría|Editar categoría/ });
const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: /Crear categoría|Guardar cambios/ }));
  });
};

describe('Categorías del panel (/admin/categories)', () => {
  adminPageLifecycle(() => import('./CategoriesAdminPage'));

  it('lista las categorías con nombre, descripción, cantidad de productos y estado', async () => {
    await renderPage();

    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Nombre', 'Descripción', 'Productos', 'Estado', 'Acciones']);
    expect(cellTexts(await rowOf('Hombre')).slice(0, 4)).toEqual([
      'Hombre',
      'Fragancias para él',
      '12 productos',
      'Activa',
    ]);
    expect(cellTexts(await rowOf('Nicho')).slice(0, 4)).toEqual([
      'Nicho',
      'Casas independientes',
      '1 producto',
      'Inactiva',
    ]);
    // One page: no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Páginas de categorías' })).not.toBeInTheDocument();
  });

  it('pasa de página y la búsqueda y la página quedan en la dirección', async () => {
    const { router } = renderAdminPage('/admin/categories?q=ni', [
      categoriesMock([nicho], 'ni', { total: 26, totalPages: 2 }),
      categoriesMock([hombre], 'ni', { page: 2, total: 26, totalPages: 2 }),
    ]);
    const pages = await screen.findByRole('navigation', { name: 'Páginas de categorías' }, SLOW);
    expect(pages).toHaveTextContent('Página 1 de 2 (26 categorías)');
    expect(screen.getByRole('textbox', { name: 'Buscar categorías' })).toHaveValue('ni');

    fireEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));

    expect(await rowOf('Hombre')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=ni&pagina=2');
  });

  it('busca 300 ms después de la última tecla y muestra lo que responde el servidor', async () => {
    await renderPage([categoriesMock([nicho], 'nicho')]);
    const list = (await table()).closest('[aria-busy]') as HTMLElement;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar categorías' }), { target: { value: 'nic' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar categorías' }), { target: { value: ' nicho' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(list).toHaveAttribute('aria-busy', 'false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(list).toHaveAttribute('aria-busy', 'true');
    // The mocked server answers on a timer too.
    await act(() => vi.advanceTimersByTimeAsync(50));
    vi.useRealTimers();

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Editar Hombre' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Editar Nicho' })).toBeInTheDocument();
  });

  it("si la lista no carga muestra 'Error al cargar categorias' e 'Intentar de nuevo' vuelve a pedirla", async () => {
    renderAdminPage('/admin/categories', [
      { request: categoriesMock([]).request, error: new Error('red') },
      categoriesMock([hombre]),
    ]);

    expect(await screen.findByText('Error al cargar categorias', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await rowOf('Hombre')).toBeInTheDocument();
  });

  it('crear exige nombre y descripción; luego guarda y la lista muestra la nueva categoría', async () => {
    const created = category({ id: 'c-unisex', name: 'Unisex', description: 'Para todos', productCount: 0 });
    await renderPage([
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'Unisex', description: 'Para todos', active: true } },
        },
        result: { data: { createCategory: saved(created) } },
      },
      categoriesMock([hombre, nicho, created]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await formDialog();
    await save(dialog);

    expect(within(dialog).getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(dialog).getByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveFocus();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: ' Unisex ' } });
    expect(within(dialog).queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
    expect(within(dialog).getByText('La descripción es obligatoria')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Para todos' } });
    await save(dialog);

    expect(await screen.findByText('Categoría creada con éxito')).toBeInTheDocument();
    expect(cellTexts(await rowOf('Unisex')).slice(0, 4)).toEqual(['Unisex', 'Para todos', '0 productos', 'Activa']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("si crear falla avisa 'Error al crear categoria' y deja el formulario abierto", async () => {
    await renderPage([
      {
        request: {
          query: CreateCategoryDocument,
          variables: { input: { name: 'Unisex', description: 'Para todos', active: false } },
        },
        error: new Error('red'),
      },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Nueva categoría' }));
    const dialog = await formDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nombre/ }), { target: { value: 'Unisex' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Para todos' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Activa/ }));
    await save(dialog);

    expect(await within(dialog).findByText('Error al crear categoria')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva categoría' })).toBeInTheDocument();
  });

  it('edita: guarda con updateCategory y la lista se vuelve a pedir; un rechazo del servidor se muestra bajo su campo', async () => {
    const renamed = category({ description: 'Fragancias masculinas', active: false });
    await renderPage([
      {
        request: {
          query: UpdateCategoryDocument,
          variables: { id: 'c-hombre', input: { name: 'Hombre', description: 'x', active: true } },
        },
        result: {
          data: {
            updateCategory: {
              __typename: 'InvalidInputError',
              errorCode: 'CATEGORY_INVALID',
              message: 'La descripción es obligatoria',
              fieldErrors: [
                { __typename: 'FieldError', field: 'description', message: 'La descripción es obligatoria' },
              ],
            },
          },
        },
      },
      {
        request: {
          query: UpdateCategoryDocument,
          variables: { id: 'c-hombre', input: { name: 'Hombre', description: 'Fragancias masculinas', active: false } },
        },
        result: { data: { updateCategory: saved(renamed) } },
      },
      categoriesMock([renamed, nicho]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Editar Hombre' }));
    const dialog = await formDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).toHaveValue('Fragancias para él');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descripción' }), { target: { value: 'x' } });
    await save(dialog);

    expect(await within(dialog).findByText('Error al actualizar categoria')).toBeInTheDocument();
    expect(within(dialog).getByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).toHaveFocus();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Descripción' }), {
      target: { value: 'Fragancias masculinas' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Activa/ }));
    await save(dialog);

    expect(await screen.findByText('Categoría actualizada con éxito')).toBeInTheDocument();
    await waitFor(async () =>
      expect(cellTexts(await rowOf('Hombre')).slice(0, 4)).toEqual([
        'Hombre',
        'Fragancias masculinas',
        '12 productos',
        'Inactiva',
      ]),
    );
  });

  it('eliminar pide confirmación y avisa con el mensaje del servidor', async () => {
    await renderPage([
      {
        request: { query: DeleteCategoryDocument, variables: { id: 'c-nicho' } },
        result: {
          data: {
            deleteCategory: { __typename: 'CategoryDeleted', id: 'c-nicho', message: 'Categoría eliminada con éxito' },
          },
        },
      },
      categoriesMock([hombre]),
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Nicho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar categoría' });
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar «Nicho»? Esta acción no se puede deshacer.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Categoría eliminada con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Eliminar Nicho' })).not.toBeInTheDocument());
  });

  it("una categoría con productos no se elimina: 'Error al eliminar categoria' con la razón del servidor", async () => {
    const reason = 'No se puede eliminar la categoría: tiene 2 productos. Desactívala o quítala de sus productos.';
    await renderPage([
      {
        request: { query: DeleteCategoryDocument, variables: { id: 'c-hombre' } },
        result: {
          data: {
            deleteCategory: {
              __typename: 'InUseError',
              errorCode: 'CATEGORY_IN_USE',
              message: reason,
              productCount: 2,
            },
          },
        },
      },
    ]);
    await table();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Hombre' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Error al eliminar categoria')).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Eliminar Hombre' })).toBeInTheDocument();
  });

  it('en el teléfono cada categoría es una tarjeta con sus datos y acciones', async () => {
    stubPhoneScreen();
    await renderPage();

    const cards = await screen.findByRole('list', { name: 'Categorías' }, SLOW);
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Hombre', 'Nicho']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(articles[1] as HTMLElement);
    expect(card.getByText('Descripción').nextElementSibling).toHaveTextContent('Casas independientes');
    expect(card.getByText('Productos').nextElementSibling).toHaveTextContent('1 producto');
    expect(card.getByText('Estado').nextElementSibling).toHaveTextContent('Inactiva');
    expect(card.getByRole('button', { name: 'Editar Nicho' })).toBeInTheDocument();
  });
});
