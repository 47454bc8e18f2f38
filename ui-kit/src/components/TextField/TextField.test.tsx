import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import * as stories from './TextField.stories';

const composed = composeStories(stories);

describe('TextField', () => {
  testStories(composed, {
    Email: () => {
      const input = screen.getByLabelText('Email');
      expect(input).toHaveAttribute('type', 'email');
      expect(input).toHaveValue('ana@example.com');
      expect(input).not.toHaveAttribute('aria-invalid');
      expect(input).not.toHaveAttribute('aria-describedby');
      expect(composed.Email.args.onChange).toHaveBeenCalledTimes('ana@example.com'.length);
    },
    Required: () => {
      // The asterisk is decorative CSS content: the label text and accessible name stay 'Email'.
      const input = screen.getByLabelText('Email');
      expect(input).toBeRequired();
      expect(screen.getByText('Email')).toHaveAttribute('data-required', 'true');
      expect(screen.getByRole('textbox', { name: 'Email' })).toBe(input);
    },
    WithHint: () => {
      const input = screen.getByLabelText('Nueva Contraseña');
      expect(input).toHaveAccessibleDescription('Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
    },
    WithError: () => {
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Ingresa un email válido.');
      expect(input.closest('[data-invalid]')).not.toBeNull();
    },
    PasswordToggle: async () => {
      const user = userEvent.setup();
      const input = screen.getByLabelText('Contraseña');
      expect(input).toHaveAttribute('type', 'text');
      expect(input).toHaveValue('Secreta#2024');
      const toggle = screen.getByRole('button', { name: 'Ocultar contraseña' });
      expect(toggle).toHaveAttribute('aria-controls', input.id);
      await user.click(toggle);
      expect(input).toHaveAttribute('type', 'password');
      expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute('aria-pressed', 'false');
    },
    ReadOnly: () => {
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input).toHaveAttribute('readonly');
      expect(input).toHaveValue('ana@example.com');
      expect(input).toHaveAccessibleDescription('El email no se puede modificar');
    },
    Phone: () => {
      const input = screen.getByRole('textbox', { name: 'Celular' });
      expect(input).toHaveAttribute('type', 'tel');
      expect(input).toHaveAttribute('maxlength', '9');
      expect(input).toHaveAttribute('inputmode', 'numeric');
    },
    Date: () => {
      // A date field (the admin's Desde/Hasta): the browser's date input, its value as YYYY-MM-DD.
      const input = screen.getByLabelText('Desde');
      expect(input).toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('min', '2026-01-01');
      expect(input).toHaveValue('2026-11-22');
    },
    Disabled: () => {
      expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    },
    DarkTheme: () => {
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(resolvedStyle(input, 'background')).toBe(darkToken('color-surface'));
      expect(resolvedStyle(input, 'color')).toBe(darkToken('color-text'));
      // Error first, then the hint.
      expect(input).toHaveAccessibleDescription('El email es obligatorio. Usaremos este correo para tus pedidos.');
    },
  });
});
