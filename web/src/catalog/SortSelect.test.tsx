import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

describe('Ordenar por', () => {
  it('se muestra sin Radix hasta el primer uso; Enter abre la lista, Escape la cierra y el foco vuelve', async () => {
    const onChange = vi.fn();
    render(<SortSelect value="price-desc" onChange={onChange} />);
    const preview = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(preview).toHaveTextContent('Precio: mayor a menor');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    preview.focus();
    fireEvent.keyDown(preview, { key: 'Enter' });
    const listbox = await screen.findByRole('listbox');
    // Radix moves focus to the selected option in an effect once the list is positioned: this waits for it
    // as a browser would.
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Precio: mayor a menor' })).toHaveAttribute('aria-selected', 'true'),
    );
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('una tecla que no abre deja el Select real con el foco, sin abrir la lista', async () => {
    render(<SortSelect value="position" onChange={() => {}} />);
    const preview = screen.getByRole('combobox', { name: 'Ordenar por' });
    preview.focus();
    fireEvent.keyDown(preview, { key: 'n' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ordenar por' })).not.toBe(preview));
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
