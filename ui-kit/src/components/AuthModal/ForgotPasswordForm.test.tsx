import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { testStories } from '../../test-utils/stories';
import * as stories from './ForgotPasswordForm.stories';

const composed = composeStories(stories);

describe('ForgotPasswordForm', () => {
  testStories(composed, {
    Prefilled: () => {
      expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
      expect(composed.Prefilled.args.onSubmit).toHaveBeenCalledTimes(1);
    },
    Empty: () => {
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ingresa tu email.');
      expect(screen.getByLabelText('Email')).toHaveFocus();
      expect(composed.Empty.args.onSubmit).not.toHaveBeenCalled();
    },
    Sending: () => {
      expect(screen.getByRole('button', { name: 'Enviando...' })).toHaveAttribute('aria-busy', 'true');
    },
  });
});
