import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './NewPasswordForm.stories';

const composed = composeStories(stories);

const HINT = 'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.';

describe('NewPasswordForm', () => {
  testStories(composed, {
    Default: () => {
      expect(composed.Default.args.onSubmit).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Nueva Contraseña')).toHaveAccessibleDescription(HINT);
      expect(screen.getByLabelText('Nueva Contraseña')).toHaveAttribute('autocomplete', 'new-password');
    },
    WeakPassword: () => {
      expect(screen.getByLabelText('Nueva Contraseña')).toHaveAccessibleDescription(
        'La contraseña debe incluir al menos una letra mayúscula. La contraseña debe incluir al menos un número. ' +
          `La contraseña debe incluir al menos un símbolo ${HINT}`,
      );
      expect(composed.WeakPassword.args.onSubmit).not.toHaveBeenCalled();
    },
    Updating: () => {
      expect(screen.getByRole('button', { name: 'Actualizando...' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Volver a Iniciar Sesión' })).toBeDisabled();
    },
  });
});
