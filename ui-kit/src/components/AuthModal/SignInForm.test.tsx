import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './SignInForm.stories';

const composed = composeStories(stories);

describe('SignInForm', () => {
  testStories(composed, {
    Default: () => {
      expect(composed.Default.args.onSubmit).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
      expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('minlength');
      // The typed e-mail is reported, for the next step to reuse.
      expect(composed.Default.args.onValuesChange).toHaveBeenLastCalledWith({
        email: 'ana@example.com',
        password: 'corta',
      });
    },
    InvalidEmail: () => {
      const email = screen.getByLabelText('Email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Ingrese un email válido');
      expect(email).toHaveFocus();
      expect(composed.InvalidEmail.args.onSubmit).not.toHaveBeenCalled();
    },
    Prefilled: () => {
      expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
      expect(screen.getByLabelText('Email')).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('Tu cuenta fue confirmada.');
    },
    BusyWithError: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('El correo o la contraseña no son correctos.');
      expect(screen.getByRole('button', { name: 'Cargando...' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Regístrate' })).toBeDisabled();
      expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeDisabled();
    },
    Links: () => {
      expect(composed.Links.args.onSubmit).not.toHaveBeenCalled();
    },
  });
});
