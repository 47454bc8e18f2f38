import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ResetPasswordForm.stories';

const composed = composeStories(stories);

describe('ResetPasswordForm', () => {
  testStories(composed, {
    KnownEmail: () => {
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      expect(composed.KnownEmail.args.onSubmit).toHaveBeenCalledTimes(1);
    },
    UnknownEmail: () => {
      expect(screen.getByLabelText('Nueva Contraseña')).toHaveAccessibleDescription(
        expect.stringMatching(/^Esa contraseña es demasiado común/),
      );
      expect(screen.getByLabelText('Nueva Contraseña')).toHaveFocus();
      expect(composed.UnknownEmail.args.onSubmit).not.toHaveBeenCalled();
    },
    ResendCode: () => {
      expect(composed.ResendCode.args.onSubmit).not.toHaveBeenCalled();
    },
    Saving: () => {
      expect(screen.getByRole('button', { name: 'Guardando...' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    },
  });
});
