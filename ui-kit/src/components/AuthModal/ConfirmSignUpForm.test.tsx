import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ConfirmSignUpForm.stories';

const composed = composeStories(stories);

describe('ConfirmSignUpForm', () => {
  testStories(composed, {
    KnownEmail: () => {
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Código de confirmación')).toHaveAttribute('autocomplete', 'one-time-code');
      expect(composed.KnownEmail.args.onSubmit).toHaveBeenCalledTimes(1);
    },
    UnknownEmail: () => {
      // The error shown by the first attempt follows the input.
      expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
      expect(composed.UnknownEmail.args.onResendCode).toHaveBeenCalledTimes(1);
      expect(composed.UnknownEmail.args.onValuesChange).toHaveBeenLastCalledWith({ email: 'luis@example.com' });
    },
    Verifying: () => {
      expect(screen.getByRole('button', { name: 'Verificando...' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
      expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un nuevo código');
    },
    BackToSignIn: () => {
      expect(composed.BackToSignIn.args.onSubmit).not.toHaveBeenCalled();
    },
  });
});
