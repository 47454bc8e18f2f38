import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './RegisterForm.stories';

const composed = composeStories(stories);

const HINT = 'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.';
const password = () => screen.getByLabelText('Contraseña');

describe('RegisterForm', () => {
  testStories(composed, {
    Default: () => {
      expect(composed.Default.args.onSubmit).toHaveBeenCalledTimes(1);
      expect(password()).toHaveAttribute('autocomplete', 'new-password');
      expect(password()).toHaveAttribute('minlength', '8');
      expect(password()).toHaveAccessibleDescription(HINT);
    },
    CommonPassword: () => {
      expect(password()).toHaveAccessibleDescription(
        `Esa contraseña es demasiado común. Elige otra más difícil de adivinar ${HINT}`,
      );
      expect(composed.CommonPassword.args.onSubmit).not.toHaveBeenCalled();
    },
    ShortPassword: () => {
      // 'abc' then 'abcDEFGH': only the missing digit and symbol are left.
      expect(password()).toHaveAccessibleDescription(
        `La contraseña debe incluir al menos un número. La contraseña debe incluir al menos un símbolo ${HINT}`,
      );
      expect(composed.ShortPassword.args.onSubmit).not.toHaveBeenCalled();
    },
    PasswordIsEmailName: () => {
      expect(password()).toHaveAccessibleDescription(expect.stringContaining('demasiado común'));
      expect(composed.PasswordIsEmailName.args.onSubmit).not.toHaveBeenCalled();
    },
    SignInLink: () => {
      expect(composed.SignInLink.args.onSubmit).not.toHaveBeenCalled();
    },
    ServerError: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('Ya existe una cuenta con ese email.');
      expect(screen.getByLabelText('Email')).toHaveValue('ana@correo.pe');
    },
  });
});
