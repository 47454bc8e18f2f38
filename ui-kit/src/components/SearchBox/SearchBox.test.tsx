import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { advanceClock, onFrozenClock, testStories } from '../../test-utils/stories';
import * as stories from './SearchBox.stories';

const composed = composeStories(stories);

const field = () => screen.getByRole('combobox', { name: 'Buscar productos' });
const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('SearchBox', () => {
  testStories(composed, {
    Default: onFrozenClock(() => {
      const { onSearch } = composed.Default.args;
      fireEvent.focus(field());
      type('lancome');
      // Debounced: nothing is asked before 300 ms, and the list says it is searching.
      advanceClock(299);
      expect(onSearch).not.toHaveBeenCalled();
      expect(screen.getByRole('status')).toHaveTextContent('Buscando...');
      expect(field()).toHaveAttribute('aria-expanded', 'true');
      advanceClock(1);
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('lancome');
      // Case and accents do not matter: 'lancome' finds 'Lancôme'.
      expect(options().map((option) => option.textContent)).toEqual([
        'LancômeIdôle EDP 50 mlS/ 389.00',
        'LancômeLa Vie Est Belle EDP 100 mlS/ 459.00',
        'LancômeTrésor EDP 100 mlS/ 419.00',
      ]);

      // Typing on restarts the wait; each stop sends one query.
      type('lancom');
      advanceClock(200);
      type('lancôme');
      advanceClock(299);
      expect(onSearch).toHaveBeenCalledTimes(1);
      advanceClock(1);
      expect(onSearch).toHaveBeenLastCalledWith('lancôme');

      // One letter is not searched; clearing clears at once.
      type('l');
      advanceClock(1000);
      expect(onSearch).toHaveBeenLastCalledWith('');
      expect(field()).toHaveAttribute('aria-expanded', 'false');
    }),
    WithResults: onFrozenClock(() => {
      advanceClock(300);
      // Six products match 'rosa'; the domain's rule shows five.
      expect(options()).toHaveLength(5);
      // Each result shows image, brand, name and price.
      const first = options()[0]!;
      expect(first.querySelector('img')).toHaveAttribute('src', expect.stringContaining('data:image/svg+xml'));
      expect(first).toHaveTextContent('Maison Lys');
      expect(first).toHaveTextContent('Rosa Blanca Eau de Toilette 50 ml');
      expect(first).toHaveTextContent('S/ 79.90');
      // The list is at most 400 px high and scrolls.
      const list = screen.getByRole('listbox');
      expect(resolvedStyle(list, 'max-height')).toBe('400px');
      expect(resolvedStyle(list, 'overflow-y')).toBe('auto');
      // A click opens the product and closes the list.
      fireEvent.click(options()[1]!);
      expect(composed.WithResults.args.onSelect).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Rosa Cítrica Eau de Toilette 100 ml' }),
      );
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(field()).toHaveValue('');
    }),
    Keyboard: onFrozenClock(() => {
      advanceClock(300);
      expect(field()).toHaveFocus();
      expect(options()).toHaveLength(2);
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      expect(options()[0]).toHaveAttribute('aria-selected', 'true');
      expect(field()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      expect(options()[1]).toHaveAttribute('aria-selected', 'true');
      // Down from the last wraps to the first, up from the first to the last.
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      expect(options()[0]).toHaveAttribute('aria-selected', 'true');
      fireEvent.keyDown(field(), { key: 'ArrowUp' });
      expect(options()[1]).toHaveAttribute('aria-selected', 'true');

      // Escape closes the list and keeps the text; the arrow opens it again on the first result.
      fireEvent.keyDown(field(), { key: 'Escape' });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(field()).toHaveValue('dior');
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      expect(options()[0]).toHaveAttribute('aria-selected', 'true');
      fireEvent.keyDown(field(), { key: 'ArrowDown' });

      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(composed.Keyboard.args.onSelect).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ id: 'd2', name: 'Sauvage EDT 100 ml' }),
      );
      expect(field()).toHaveAttribute('aria-expanded', 'false');
    }),
    AllResults: onFrozenClock(() => {
      advanceClock(300);
      expect(options()).toHaveLength(5);
      const onSubmitQuery = composed.AllResults.args.onSubmitQuery!;
      // Under the suggestions: every result of the query (issue 27: the sixth could not be reached).
      fireEvent.click(screen.getByRole('button', { name: 'Ver todos los resultados' }));
      expect(onSubmitQuery).toHaveBeenCalledExactlyOnceWith('rosa');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(field()).toHaveValue('');

      // Enter with no suggestion highlighted asks for them too; with one highlighted it opens that product.
      fireEvent.change(field(), { target: { value: ' rosa ' } });
      advanceClock(300);
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(onSubmitQuery).toHaveBeenLastCalledWith('rosa');
      expect(composed.AllResults.args.onSelect).not.toHaveBeenCalled();
      fireEvent.change(field(), { target: { value: 'rosa' } });
      advanceClock(300);
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(composed.AllResults.args.onSelect).toHaveBeenCalledTimes(1);
      expect(onSubmitQuery).toHaveBeenCalledTimes(2);
    }),
    NoResults: onFrozenClock(() => {
      advanceClock(300);
      expect(screen.getByRole('status')).toHaveTextContent('No encontramos productos que coincidan con tu búsqueda');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      // Enter with nothing to open does nothing.
      fireEvent.keyDown(field(), { key: 'Enter' });
      expect(composed.NoResults.args.onSelect).not.toHaveBeenCalled();
    }),
    Loading: onFrozenClock(() => {
      advanceClock(300);
      expect(screen.getByRole('status')).toHaveTextContent('Buscando...');
    }),
    ErrorMessage: onFrozenClock(() => {
      advanceClock(300);
      expect(screen.getByRole('status')).toHaveTextContent('No pudimos buscar. Intenta de nuevo.');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
    }),
    DarkTheme: onFrozenClock(() => {
      advanceClock(300);
      const list = screen.getByRole('listbox');
      const popup = list.parentElement!;
      expect(resolvedStyle(popup, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(popup, 'color')).toBe(darkToken('color-text'));
      fireEvent.keyDown(field(), { key: 'ArrowDown' });
      expect(resolvedStyle(options()[0]!, 'background')).toBe(darkToken('color-accent-subtle'));
    }),
  });
});
