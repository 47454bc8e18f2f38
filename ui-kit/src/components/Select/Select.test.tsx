import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testStories } from '../../test-utils/stories';
import { Select } from './Select';
import { SelectPreview } from './SelectPreview';
import * as stories from './Select.stories';

const composed = composeStories(stories);

describe('Select', () => {
  testStories(composed, {
    SortSelector: async () => {
      const user = userEvent.setup();
      const trigger = screen.getByRole('combobox', { name: 'Ordenar por' });
      expect(trigger).toHaveTextContent('Destacados');
      await user.click(trigger);
      const listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Destacados', 'Precio: menor a mayor', 'Precio: mayor a menor', 'Nombre (A-Z)']);
      await user.click(within(listbox).getByRole('option', { name: 'Precio: menor a mayor' }));
      expect(composed.SortSelector.args.onValueChange).toHaveBeenCalledWith('price-asc');
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Precio: menor a mayor');
    },
    Placeholder: () => {
      const trigger = screen.getByRole('combobox', { name: 'Tipo de documento' });
      expect(trigger).toHaveTextContent('Elige un documento');
      expect(trigger).toHaveAttribute('data-placeholder');
    },
    InlineHiddenLabel: () => {
      // Still labelled for assistive technology even though the label is not shown.
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();
    },
    Disabled: () => {
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeDisabled();
    },
    WithDisabledOption: async () => {
      const user = userEvent.setup();
      await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
      const option = await screen.findByRole('option', { name: 'Nombre (A-Z)' });
      expect(option).toHaveAttribute('aria-disabled', 'true');
    },
    KeyboardSelection: () => {
      // The play function picked 'price-desc' with the keyboard.
      expect(screen.getByText('Orden actual: price-desc')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveTextContent('Precio: mayor a menor');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    },
    PreviewUntilFirstUse: () => {
      // The play function opened the swapped-in Select with Enter and picked with the keyboard; focus is back.
      const trigger = screen.getByRole('combobox', { name: 'Ordenar por' });
      expect(trigger).toHaveTextContent('Precio: menor a mayor');
      expect(trigger).toHaveFocus();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    },
  });

  it.each([
    ['with a value', 'name', undefined],
    ['with a placeholder', undefined, true],
  ])("SelectPreview has the closed Select's markup (%s)", (_, value, hideLabel) => {
    const options = composed.SortSelector.args.options!;
    const props = { label: 'Ordenar por', options, value, hideLabel, inline: true, id: 'orden' };
    const real = render(<Select {...props} />).container.innerHTML;
    const preview = render(<SelectPreview {...props} onActivate={() => {}} />).container.innerHTML;
    expect(preview).toBe(real);
  });
});
