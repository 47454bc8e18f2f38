import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleProducts } from '../../fixtures/products';
import { withThemeProvider } from '../../storybook/decorators';
import { Button } from '../Button';
import { PageHeader } from '../PageHeader';
import { ProductCard } from '../ProductCard';
import { ProductGrid } from '../ProductGrid';
import { ThemeToggle } from '../ThemeToggle';
import { AppShell } from './AppShell';

const linkStyle = { color: 'inherit', textDecoration: 'none', fontWeight: 500 } as const;

const meta = {
  title: 'Genéricos/AppShell',
  component: AppShell,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: `El marco de cada página: enlace para saltar al contenido, cabecera fija (logo, navegación, acciones), \`<main>\` y pie, cada uno con su landmark.

**Úsalo** una sola vez, en la raíz del layout de la app.

**No lo uses** dentro de una página ni para secciones: el encabezado de una página es \`PageHeader\`.`,
      },
    },
  },
  decorators: [withThemeProvider],
  args: {
    logo: (
      <a href="/" style={linkStyle}>
        Esencia
      </a>
    ),
    nav: (
      <>
        <a href="/web-products" style={linkStyle}>
          Productos
        </a>
        <a href="/promotions" style={linkStyle}>
          Promociones
        </a>
        <a href="/my-orders" style={linkStyle}>
          Mis Pedidos
        </a>
      </>
    ),
    actions: (
      <>
        <ThemeToggle />
        <Button size="sm">Iniciar Sesión</Button>
      </>
    ),
    footer: (
      <nav aria-label="Información" style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <a href="/faq">Preguntas frecuentes</a>
        <a href="/pago-info">Pagos</a>
        <a href="/envio-info">Envíos</a>
        <a href="/nosotros">Nosotros</a>
        <a href="/contacto">Contacto</a>
      </nav>
    ),
    children: (
      <>
        <PageHeader title="Productos" subtitle="Descubre nuestras fragancias." />
        <ProductGrid label="Productos">
          {sampleProducts.map((product) => (
            <ProductCard key={product.href} {...product} headingLevel={2} />
          ))}
        </ProductGrid>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Storefront: Story = {};

export const Minimal: Story = {
  args: {
    nav: undefined,
    actions: undefined,
    footer: undefined,
    children: <PageHeader title="Página no encontrada" />,
  },
};
