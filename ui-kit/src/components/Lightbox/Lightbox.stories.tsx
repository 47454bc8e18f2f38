import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { Button } from '../Button';
import { Lightbox } from './Lightbox';

const images = [
  { src: bottleImage('#b76e79'), alt: 'Rosa Nocturna, imagen 1 de 3' },
  { src: bottleImage('#d9a441', '#6e1f3f'), alt: 'Rosa Nocturna, imagen 2 de 3' },
  { src: bottleImage('#7a9e9f'), alt: 'Rosa Nocturna, imagen 3 de 3' },
];

/** The owner keeps `open` and `index`, as ProductGallery does. */
function LightboxExample({ startOpen, ...props }: ComponentProps<typeof Lightbox> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(Boolean(startOpen));
  const [index, setIndex] = useState(props.index);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ver imágenes</Button>
      <p>Imagen actual: {index + 1}</p>
      <Lightbox
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        index={index}
        onIndexChange={(next) => {
          setIndex(next);
          props.onIndexChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Genéricos/Lightbox',
  component: Lightbox,
  parameters: {
    docs: {
      description: {
        component: `Visor de imágenes ampliadas: las flechas (teclado o botones) pasan de imagen; Escape, el botón o un clic fuera lo cierran. El panel se ajusta a la imagen, que ocupa todo el ancho (en un teléfono, el de la pantalla) con los botones encima, y el título se muestra entero en varias líneas si hace falta.

**Úsalo** para ampliar imágenes; \`ProductGallery\` lo abre al pulsar la imagen principal.

**No lo uses** para contenido que no sea imagen ni para pedir confirmaciones (usa \`Dialog\`).`,
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    images,
    index: 0,
    onIndexChange: fn(),
    title: 'Rosa Nocturna Eau de Parfum 100 ml',
  },
  render: (args) => <LightboxExample {...args} />,
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  render: (args) => <LightboxExample {...args} startOpen />,
};

/** ArrowRight twice then ArrowLeft once: image 2; the arrows wrap around. */
export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver imágenes' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    await expect(within(dialog).getByText('Imagen 2 de 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  },
};

/** The on-screen previous / next buttons. */
export const OnScreenButtons: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver imágenes' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Imagen anterior' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Imagen siguiente' }));
  },
};

/** Escape closes at once: an image viewer asks no 'Confirmar salida'. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver imágenes' }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** One image: nothing to browse, so no arrows and no position. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  render: (args) => <LightboxExample {...args} startOpen />,
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => <LightboxExample {...args} startOpen />,
};

/** A long product name wraps instead of being cut; the arrows sit over the image, which keeps the full width. */
export const LongTitle: Story = {
  args: { title: 'Rosa Nocturna Eau de Parfum Intense Édition Limitée Coffret 100 ml + 10 ml de viaje' },
  render: (args) => <LightboxExample {...args} startOpen />,
};
