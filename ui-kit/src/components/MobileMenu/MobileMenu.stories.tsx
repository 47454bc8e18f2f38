import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withThemeProvider } from '../../storybook/decorators';
import { Button } from '../Button';
import { ThemeToggle } from '../ThemeToggle';
import { MobileMenu, MobileMenuSection } from './MobileMenu';
import { MobileMenuButton } from './MobileMenuButton';

const meta = {
  title: 'Tienda/MobileMenu',
  component: MobileMenu,
  subcomponents: { MobileMenuSection, MobileMenuButton },
  parameters: {
    docs: {
      description: {
        component: `El menú del teléfono: un botón ☰ ('Abrir menú') que abre un panel desde la izquierda titulado 'Menú', con lo que no cabe en la cabecera de un teléfono (la cuenta, 'Mis pedidos', el tema), agrupado con \`MobileMenuSection\`. \`MobileMenuButton\` es ese mismo botón ☰ suelto, sin el código del diálogo: para mostrarlo en la primera carga y traer el menú la primera vez que se usa.

**Úsalo** solo en pantallas angostas, en lugar de las acciones de la cabecera que oculta.

**No lo uses** en escritorio ni como la navegación del catálogo (el menú de categorías es otro).`,
      },
    },
    viewport: { defaultViewport: 'mobile1' },
  },
  decorators: [withThemeProvider],
  args: {
    onOpenChange: fn(),
    children: (
      <>
        <MobileMenuSection title="Mi cuenta">
          <Button variant="secondary">Iniciar Sesión</Button>
          <a href="/my-orders">Mis pedidos</a>
        </MobileMenuSection>
        <MobileMenuSection title="Apariencia">
          <ThemeToggle />
        </MobileMenuSection>
      </>
    ),
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Open: Story = { args: { open: true } };

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { open: true } };

/** The ☰ button alone (MobileMenuButton): what an app shows before the menu's code is fetched. */
export const ButtonOnly: Story = {
  render: () => <MobileMenuButton />,
};
