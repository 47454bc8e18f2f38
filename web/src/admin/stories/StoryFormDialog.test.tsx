import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminStoryFieldsFragment,
  CreateStoryDocument,
  StoryProductOptionsDocument,
  UpdateStoryDocument,
} from './stories.generated';
import type { StoryInput } from '../../gql/graphql';
import { FakeXhr } from '../products/productFixtures';
import { adminStory } from './storyFixtures';
import { formHelpers, lastUpload, renderFormDialog, stubUploads, testFile } from '../shared/adminTesting';
import { StoryFormDialog } from './StoryFormDialog';

function renderForm(story: AdminStoryFieldsFragment | null = null, mocks: MockLink.MockedResponse[] = []) {
  return renderFormDialog(mocks, (callbacks) => <StoryFormDialog open story={story} {...callbacks} />);
}

const { form, field, type, submit } = formHelpers(/Crear historia|Guardar cambios/);
const choose = (label: string, chosen: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [chosen] } });

const saved = (story: AdminStoryFieldsFragment, message: string) => ({ __typename: 'StorySaved', message, story });

describe('StoryFormDialog', () => {
  beforeEach(stubUploads);

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('al guardar vacío muestra los mensajes del dominio y enfoca el título; la duración empieza en 10', async () => {
    const { onSaved } = renderForm();
    await form();
    expect(field('Duración (segundos)')).toHaveValue('10');
    expect(screen.queryByRole('checkbox', { name: /Activa/ })).not.toBeInTheDocument();

    await submit();

    expect(screen.getByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La descripción es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La imagen es obligatoria')).toBeInTheDocument();
    expect(field('Título')).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refusa una duración fuera de 3–30 y un enlace que no es http(s), con los textos del dominio', async () => {
    renderForm(adminStory());
    await form();

    type('Duración (segundos)', '31');
    type('Enlace externo (opcional)', 'ftp://tienda.pe');
    await submit();

    expect(screen.getByText('La duración debe estar entre 3 y 30 segundos')).toBeInTheDocument();
    expect(screen.getByText('Ingrese una URL válida')).toBeInTheDocument();
    expect(field('Duración (segundos)')).toHaveFocus();

    // Fixing them clears the messages as the admin types (once a save was tried).
    type('Duración (segundos)', '3');
    type('Enlace externo (opcional)', 'https://tienda.pe/verano');
    expect(screen.queryByText('La duración debe estar entre 3 y 30 segundos')).not.toBeInTheDocument();
    expect(screen.queryByText('Ingrese una URL válida')).not.toBeInTheDocument();
  });

  it('una imagen de más de 5 MB o un audio que no es MP3/WAV/AAC o pasa de 10 MB se refusan al elegirlos', async () => {
    renderForm();
    await form();

    choose('Archivo de imagen', testFile('grande.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('La imagen no puede ser mayor a 5MB')).toBeInTheDocument();

    choose('Archivo de audio', testFile('voz.ogg', 'audio/ogg'));
    expect(screen.getByText('El audio debe estar en formato MP3, WAV o AAC')).toBeInTheDocument();
    choose('Archivo de audio', testFile('tema.mp3', 'audio/mpeg', 10 * 1024 * 1024 + 1));
    expect(screen.getByText('El audio no puede ser mayor a 10MB')).toBeInTheDocument();
    expect(screen.getByText('Sin audio')).toBeInTheDocument();
  });

  it('crea: sube la imagen (purpose=story) y el audio, y guarda con createStory las claves y el producto elegido', async () => {
    const input: StoryInput = {
      title: 'Nueva colección de verano',
      description: 'Fragancias frescas',
      imageKey: 'stories/1-image-verano.jpg',
      audioKey: 'stories/1-audio-tema.mp3',
      externalLink: 'https://esencia.pe/verano',
      duration: 15,
      productId: 'p-1',
    };
    const story = adminStory({ id: 's-9' });
    const { onSaved } = renderForm(null, [
      {
        request: { query: StoryProductOptionsDocument, variables: { search: 'sau', pageSize: 5 } },
        result: {
          data: {
            adminProducts: {
              __typename: 'ProductPage',
              items: Array.from({ length: 5 }, (_, index) => ({
                __typename: 'Product',
                id: `p-${index + 1}`,
                name: index === 0 ? 'Sauvage EDT 100 ml' : `Sauvage ${index + 1}`,
                imageUrl: null,
                active: true,
                brand: { __typename: 'Brand', id: 'b-dior', name: 'Dior' },
                price: { __typename: 'Money', cents: 12000, formatted: 'S/ 120.00' },
              })),
            },
          },
        },
      },
      {
        request: { query: CreateStoryDocument, variables: { input } },
        result: { data: { createStory: saved(story, 'Historia creada con éxito') } },
      },
    ]);
    await form();
    type('Título', ' Nueva colección de verano ');
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Fragancias frescas' } });
    type('Duración (segundos)', '15');
    type('Enlace externo (opcional)', 'https://esencia.pe/verano');
    choose('Archivo de imagen', testFile('verano.jpg', 'image/jpeg'));
    choose('Archivo de audio', testFile('tema.mp3', 'audio/mpeg'));
    expect(screen.getByText('tema.mp3')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Buscar producto' }), { target: { value: 'sau' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options).toHaveLength(5);
    fireEvent.click(options[0] as HTMLElement);
    const product = screen.getByRole('group', { name: 'Producto vinculado (opcional)' });
    expect(within(product).getByText('Sauvage EDT 100 ml')).toBeInTheDocument();
    expect(within(product).getByText('S/ 120.00')).toBeInTheDocument();

    await submit();

    const image = lastUpload();
    expect([image.method, image.url]).toEqual(['POST', '/api/admin/images']);
    expect(image.body?.get('purpose')).toBe('story');
    expect((image.body?.get('file') as File).name).toBe('verano.jpg');
    act(() => image.progress(40, 100));
    expect(screen.getByRole('progressbar', { name: 'Subiendo imagen' })).toHaveAttribute('value', '40');
    await act(async () => image.respond(201, { key: 'stories/1-image-verano.jpg', url: '/files/stories/1.jpg' }));

    const audio = lastUpload();
    expect(FakeXhr.sent).toHaveLength(2);
    expect([audio.method, audio.url]).toEqual(['POST', '/api/admin/story-audio']);
    expect((audio.body?.get('file') as File).name).toBe('tema.mp3');
    await act(async () => audio.respond(201, { key: 'stories/1-audio-tema.mp3', url: '/files/stories/1.mp3' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 's-9' }), true));
    expect(await screen.findByText('Historia creada con éxito')).toBeInTheDocument();
  });

  it('un audio refusado por el servidor se muestra bajo el audio; al reintentar no vuelve a subir la imagen', async () => {
    renderForm();
    await form();
    type('Título', 'Verano');
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Fresca' } });
    choose('Archivo de imagen', testFile('verano.jpg', 'image/jpeg'));
    choose('Archivo de audio', testFile('falso.mp3', 'audio/mpeg'));

    await submit();
    await act(async () => lastUpload().respond(201, { key: 'stories/1-image-verano.jpg', url: '/files/1.jpg' }));
    await act(async () =>
      lastUpload().respond(415, {
        errorCode: 'AUDIO_NOT_ALLOWED',
        message: 'El audio debe estar en formato MP3, WAV o AAC',
      }),
    );

    const audioGroup = screen.getByRole('group', { name: 'Audio (opcional)' });
    expect(await within(audioGroup).findByText('El audio debe estar en formato MP3, WAV o AAC')).toBeInTheDocument();
    expect(screen.getByText('Error al guardar la historia')).toBeInTheDocument();

    await submit();
    expect(FakeXhr.sent).toHaveLength(3);
    expect(lastUpload().url).toBe('/api/admin/story-audio');
  });

  it('edita: guarda con updateStory (con «Activa», sin contadores ni posición) y muestra los errores del servidor bajo su campo', async () => {
    const story = adminStory({ audioKey: 'stories/1-audio-a.mp3', audioUrl: '/files/stories/1-audio-a.mp3' });
    const input: StoryInput = {
      title: 'Nueva colección de verano',
      description: story.description,
      imageKey: story.imageKey,
      audioKey: null,
      externalLink: null,
      duration: 10,
      productId: 'p-1',
      active: false,
    };
    const { onSaved } = renderForm(story, [
      {
        request: { query: UpdateStoryDocument, variables: { id: 's-1', input } },
        result: {
          data: {
            updateStory: {
              __typename: 'InvalidInputError',
              errorCode: 'INVALID_INPUT',
              message: 'El producto seleccionado ya no existe. Elige otro.',
              fieldErrors: [
                {
                  __typename: 'FieldError',
                  field: 'productId',
                  message: 'El producto seleccionado ya no existe. Elige otro.',
                },
              ],
            },
          },
        },
      },
      {
        request: { query: UpdateStoryDocument, variables: { id: 's-1', input: { ...input, productId: null } } },
        result: {
          data: { updateStory: saved({ ...story, active: false, product: null }, 'Historia actualizada con éxito') },
        },
      },
    ]);
    await form();
    expect(screen.getByText('Audio actual')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar audio' }));
    const active = screen.getByRole('checkbox', { name: 'Activa (se muestra en la tienda hasta que expire)' });
    expect(active).toBeChecked();
    fireEvent.click(active);

    await submit();

    const product = screen.getByRole('group', { name: 'Producto vinculado (opcional)' });
    expect(await within(product).findByText('El producto seleccionado ya no existe. Elige otro.')).toBeInTheDocument();
    expect(screen.getByText('Error al guardar la historia')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.click(within(product).getByRole('button', { name: 'Quitar producto' }));
    await submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ active: false }), false));
    expect(await screen.findByText('Historia actualizada con éxito')).toBeInTheDocument();
  });

  it("una historia expirada que el servidor no deja editar muestra 'Error al guardar la historia: …'", async () => {
    const story = adminStory();
    renderForm(story, [
      {
        request: {
          query: UpdateStoryDocument,
          variables: {
            id: 's-1',
            input: {
              title: story.title,
              description: story.description,
              imageKey: story.imageKey,
              audioKey: null,
              externalLink: null,
              duration: 10,
              productId: 'p-1',
              active: true,
            },
          },
        },
        result: {
          data: {
            updateStory: {
              __typename: 'StoryTransitionError',
              errorCode: 'STORY_TRANSITION_NOT_ALLOWED',
              message: 'La historia ha expirado: restáurala a 24h para editarla',
            },
          },
        },
      },
    ]);
    await form();

    await submit();

    expect(
      await screen.findByText('Error al guardar la historia: La historia ha expirado: restáurala a 24h para editarla'),
    ).toBeInTheDocument();
  });

  it("cerrar tras escribir pregunta 'Confirmar salida / ¿Estás seguro que deseas salir?'", async () => {
    const { onOpenChange } = renderForm();
    await form();

    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: 'Fresca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    const question = await screen.findByRole('alertdialog', { name: 'Confirmar salida' });
    expect(question).toHaveTextContent('¿Estás seguro que deseas salir?');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('cerrar sin haber tocado nada no pregunta (issue 27)', async () => {
    const { onOpenChange } = renderForm();
    await form();

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
