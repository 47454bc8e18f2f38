import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { InfoCard } from './InfoCard';

const meta = {
  title: 'Genéricos/InfoCard',
  component: InfoCard,
  parameters: {
    docs: {
      description: {
        component: `Tarjeta pequeña con icono, título, unos datos y un pie opcional (horario, un enlace).

**Úsalo** en las páginas informativas: medios de contacto, métodos de pago, cuentas bancarias, billeteras.

**No lo uses** para productos (usa \`ProductCard\`) ni para avisos que requieren atención (usa \`ErrorState\` o un toast).`,
      },
    },
  },
  args: {
    title: 'Teléfono',
    icon: 'phone',
    children: <p>+51 987 654 321</p>,
    footer: 'Lunes a Viernes 9am-6pm, Sábados 9am-1pm',
  },
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A contact card: number and hours. */
export const Contact: Story = {};

/** With a call to action in the footer. */
export const WithAction: Story = {
  args: {
    title: 'Chat en vivo',
    icon: 'chat',
    children: <p>Todos los días 8am-10pm, respuesta en 2-5 minutos.</p>,
    footer: (
      <Button asChild size="sm">
        <a href="https://wa.me/51987654321">Escríbenos por WhatsApp</a>
      </Button>
    ),
  },
};

/** A bank account: details as a description list, no footer. */
export const BankAccount: Story = {
  args: {
    title: 'BCP',
    icon: 'bank',
    footer: undefined,
    children: (
      <dl style={{ margin: 0 }}>
        <dt>Titular</dt>
        <dd style={{ margin: 0 }}>Esencia Perfumería S.A.C.</dd>
        <dt>Cuenta</dt>
        <dd style={{ margin: 0 }}>191-2345678-0-12</dd>
      </dl>
    ),
  },
};

/** Without an icon, with an h2 title. */
export const PlainHeading2: Story = {
  args: { icon: undefined, headingLevel: 2 },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};
