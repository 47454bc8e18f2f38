import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LinkRenderProps } from '../../utils/link';
import { UserMenu, UserMenuItem } from './UserMenu';
import { UserMenuButton } from './UserMenuButton';

const meta = {
  title: 'Tienda/UserMenu',
  component: UserMenu,
  subcomponents: { UserMenuItem, UserMenuButton },
  parameters: {
    docs: {
      description: {
        component: `El menú del usuario con sesión, en la cabecera: saludo, email, 'Perfil' y 'Cerrar sesión' (y, si se quiere, en todos los dispositivos).

**Úsalo** en las acciones de la cabecera, en lugar del botón 'Iniciar Sesión'.

**No lo uses** como navegación general del sitio ni sin sesión iniciada.`,
      },
    },
  },
  args: {
    displayName: 'ana.quispe',
    email: 'ana.quispe@example.com',
    onSignOut: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {};

/** Opening shows the e-mail, 'Perfil' and 'Cerrar sesión'. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hola, ana.quispe' }));
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await expect(within(menu).getByText('ana.quispe@example.com')).toBeInTheDocument();
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hola, ana.quispe' }));
    await userEvent.click(await bodyOf(canvasElement).findByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SignOutEverywhere: Story = {
  args: { onSignOutEverywhere: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hola, ana.quispe' }));
    await userEvent.click(
      await bodyOf(canvasElement).findByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** Keyboard: Enter opens with the first item focused; arrows move; Escape closes back to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Hola, ana.quispe' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await bodyOf(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Perfil' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * Its button alone (UserMenuButton, inert and hidden from assistive technology), beside the menu: what a page shows while the menu's code loads. Both are
 * the same size, so nothing beside them moves when the menu arrives.
 */
export const ButtonWhileMenuLoads: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8 }}>
      <UserMenuButton displayName={args.displayName} inert aria-hidden="true" tabIndex={-1} />
      <UserMenu {...args} />
    </div>
  ),
};

/** How the web app plugs in react-router: map `href` to the router link's `to`. */
function FakeRouterLink({ to, ...props }: Omit<LinkRenderProps, 'href'> & { to: string }) {
  return <a href={`#${to}`} data-router-link="" {...props} />;
}

export const WithRouterLink: Story = {
  args: {
    defaultOpen: true,
    renderLink: ({ href, ...props }) => <FakeRouterLink to={href} {...props} />,
  },
};

export const WithExtraItem: Story = {
  args: {
    defaultOpen: true,
    children: <UserMenuItem onSelect={fn()}>Mis Pedidos</UserMenuItem>,
  },
};

export const SigningOut: Story = {
  args: { defaultOpen: true, signingOut: true, onSignOutEverywhere: fn() },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, displayName: 'Usuario', email: 'cliente@example.com' },
};
