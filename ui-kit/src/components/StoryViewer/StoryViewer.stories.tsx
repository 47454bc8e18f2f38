import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { bottleImage } from '../../fixtures/products';
import { silentAudio } from '../../fixtures/stories';
import { Button } from '../Button';
import { StoryViewer, type StoryViewerStory } from './StoryViewer';

const stories: StoryViewerStory[] = [
  {
    id: 's-1',
    title: 'Nueva colección de otoño',
    description: 'Fragancias cálidas para las noches frescas de la ciudad, con notas de ámbar y vainilla.',
    imageUrl: bottleImage('#b76e79'),
    audioUrl: silentAudio,
    duration: 5,
    externalLink: 'https://www.esencia.pe/blog/coleccion-otono-2026-fragancias-calidas',
    likes: 12,
    liked: false,
    wanted: false,
    product: {
      name: 'Rosa Nocturna Eau de Parfum 100 ml',
      price: 'S/ 103.92',
      originalPrice: 'S/ 129.90',
      imageUrl: bottleImage('#b76e79'),
      href: '/product/p-1',
    },
  },
  {
    id: 's-2',
    title: 'Ámbar Real, de vuelta',
    description: 'Volvió el favorito.',
    imageUrl: bottleImage('#d9a441', '#6e1f3f'),
    duration: 3,
    likes: 3,
    liked: true,
    wanted: true,
  },
  {
    id: 's-3',
    title: 'Envío gratis desde S/ 200',
    description: 'Solo este fin de semana.',
    imageUrl: bottleImage('#7a9e9f'),
    duration: 3,
    likes: 0,
    liked: false,
    wanted: false,
  },
];

/** The owner keeps `open` and `index`, as the storefront's home page does. */
function ViewerExample({ startOpen, ...props }: ComponentProps<typeof StoryViewer> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(Boolean(startOpen));
  const [index, setIndex] = useState(props.index);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Historias</Button>
      <StoryViewer
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
  title: 'Tienda/StoryViewer',
  component: StoryViewer,
  parameters: {
    docs: {
      description: {
        component: `Las historias de la tienda a pantalla completa: una historia a la vez (\`StoryPlayer\`) con una barra por historia, anterior/siguiente (botones y flechas del teclado), cerrar (botón o Escape); al 100 % pasa a la siguiente o se queda en la última. 'Me gusta' (con el número), 'Lo quiero', 'Compartir', el producto enlazado con 'Agregar al carrito' y el enlace externo (cortado a 40 caracteres). Carga por adelantado las imágenes siguientes. Si la historia pedida ya no está: 'Esta historia ya no está disponible' con 'Ver historias disponibles'; sin historias: 'No hay historias disponibles'.

**Úsalo** para mostrar las historias a los compradores (página de inicio, \`/?story={id}\`).

**No lo uses** para la vista previa del admin (usa \`StoryPlayer\` dentro de un \`Dialog\`) ni para galerías de producto (usa \`Lightbox\`).`,
      },
    },
  },
  tags: ['autodocs'],
  args: {
    open: false,
    onOpenChange: fn(),
    stories,
    index: 0,
    onIndexChange: fn(),
    onShowAvailable: fn(),
    onLike: fn(),
    onWant: fn(),
    onShare: fn(),
    onAddToCart: fn(),
    onSoundOnChange: fn(),
  },
  render: (args) => <ViewerExample {...args} startOpen />,
} satisfies Meta<typeof StoryViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on the first story; the next ones play one after another and the last one stays. */
export const Default: Story = {};

/** Closed until the 'Historias' button opens it; closing gives the focus back. */
export const Closed: Story = {
  render: (args) => <ViewerExample {...args} />,
};

/** Opened on the second story (a `/?story={id}` link): liked and wanted by this shopper. */
export const OnASharedStory: Story = {
  args: { index: 1 },
};

/** A guest: 'Lo quiero' opens the WhatsApp chat about the product. */
export const GuestWantsLink: Story = {
  args: {
    stories: stories.map((story) => ({ ...story, wantHref: 'https://wa.me/51987654321?text=Hola' })),
  },
};

/** The linked product is sold out. */
export const SoldOutProduct: Story = {
  args: {
    stories: [{ ...stories[0]!, product: { ...stories[0]!.product!, soldOut: true, originalPrice: undefined } }],
  },
};

/** The story asked for has expired or was switched off. */
export const Unavailable: Story = {
  args: { unavailable: true },
};

/** No visible stories. */
export const Empty: Story = {
  args: { stories: [] },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
