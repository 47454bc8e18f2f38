import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Genéricos/Pagination',
  component: Pagination,
  parameters: {
    docs: {
      description: {
        component: `Botones 'Anterior' / 'Siguiente' con el estado 'Página 2 de 5'; no muestra nada cuando todo cabe en una página.

**Úsalo** bajo listas paginadas por el servidor (catálogo, pedidos).

**No lo uses** para los pasos de un formulario ni para carruseles.`,
      },
    },
  },
  args: {
    page: 2,
    totalPages: 5,
    onPageChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};

export const FirstPage: Story = {
  args: { page: 1 },
};

export const LastPage: Story = {
  args: { page: 5 },
};

/** Everything fits on one page: nothing is rendered. */
export const SinglePage: Story = {
  args: { page: 1, totalPages: 1 },
};

function ControlledPagination(props: ComponentProps<typeof Pagination>) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

/** Walks forward to the last page and back once. */
export const Navigation: Story = {
  args: { totalPages: 3 },
  render: (args) => <ControlledPagination {...args} />,
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginación' });
    const next = within(nav).getByRole('button', { name: 'Siguiente' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(next).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const CustomLabels: Story = {
  args: {
    label: 'Páginas de pedidos',
    previousLabel: 'Más recientes',
    nextLabel: 'Más antiguos',
    formatStatus: (page, totalPages) => `${page} / ${totalPages}`,
  },
};
