import { STORY_PREVIEW_START_DELAY_MS } from '@esencia/domain/story/story-player';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LONG_DESCRIPTION } from '../../fixtures/products';
import { silentAudio, storyImage } from '../../fixtures/stories';
import { StoryPlayer } from './StoryPlayer';

const meta = {
  title: 'Tienda/StoryPlayer',
  component: StoryPlayer,
  parameters: {
    docs: {
      description: {
        component: `Reproduce una historia: carga la imagen (con un indicador solo mientras carga de verdad), espera \`startDelayMs\` y llena la barra de progreso cada 50 ms durante la duración de la historia, con su audio. Botones Pausar/Reproducir y Silenciar/Activar sonido; tocar la imagen activa el sonido. Al 100 % se detiene o llama a \`onEnded\`. El título se anuncia al cambiar.

**Úsalo** dentro de \`StoryViewer\` (tienda) y en la vista previa de historias del admin (\`startDelayMs={500}\`). Dale una \`key\` por historia para que empiece desde 0.

**No lo uses** para carruseles de productos (usa \`Carousel\`) ni para vídeos.`,
      },
    },
  },
  tags: ['autodocs'],
  args: {
    imageUrl: storyImage(),
    title: 'Nueva colección de otoño',
    description: 'Fragancias cálidas para las noches frescas.',
    duration: 5,
    onEnded: fn(),
    onSoundOnChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoryPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays by itself once the picture has loaded: 5 s, the bar moves every 50 ms. */
export const Default: Story = {};

/** The admin's preview: starts 500 ms after the picture has loaded, with audio, and stops at the end. */
export const AdminPreview: Story = {
  args: { startDelayMs: STORY_PREVIEW_START_DELAY_MS, audioUrl: silentAudio, onEnded: undefined, duration: 3 },
};

/** With audio: starts silent (browsers need a tap); the mute button or a tap on the picture turns the sound on. */
export const WithAudio: Story = {
  args: { audioUrl: silentAudio },
};

/** Does not start by itself: the play button starts it. */
export const Paused: Story = {
  args: { autoPlay: false },
};

/** Held by its owner (another dialog on top): the timer waits, the button still says 'Pausar'. */
export const Suspended: Story = {
  args: { suspended: true },
};

/** Second of three stories: the first bar is full, the third empty. */
export const InAViewer: Story = {
  args: { storyCount: 3, storyIndex: 1 },
};

/** A long text is cut at 50 characters; 'Ver más' shows it whole. */
export const LongDescription: Story = {
  args: { description: LONG_DESCRIPTION },
};

/** A picture that cannot be loaded: a placeholder, and the story still plays. */
export const BrokenImage: Story = {
  args: { imageUrl: '/files/stories/no-existe.jpg' },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
