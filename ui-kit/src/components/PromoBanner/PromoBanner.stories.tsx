import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RenderLink } from '../../utils/link';
import { PromoBanner } from './PromoBanner';

const meta = {
  title: 'Tienda/PromoBanner',
  component: PromoBanner,
  parameters: {
    docs: {
      description: {
        component: `Franja promocional: un título, una línea de texto y un botón-enlace.

**Úsalo** para llevar desde la portada a las promociones o a una campaña.

**No lo uses** para avisos del sistema (mantenimiento, errores) ni para varios mensajes a la vez.`,
      },
    },
  },
  args: {
    title: 'Promociones de la semana',
    text: 'Descuentos en fragancias seleccionadas, por tiempo limitado.',
    actionLabel: 'Ver promociones',
    actionHref: '/promotions',
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutText: Story = {
  args: { text: undefined, headingLevel: 3 },
};

const navigate = fn();
const routerLink: RenderLink = ({ href, children, ...props }) => (
  <a
    href={href}
    data-router-link=""
    {...props}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

/** With a router: `renderLink` renders the call to action. */
export const CustomLink: Story = {
  args: { renderLink: routerLink },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Ver promociones' }));
    await expect(navigate).toHaveBeenCalledWith('/promotions');
  },
};
