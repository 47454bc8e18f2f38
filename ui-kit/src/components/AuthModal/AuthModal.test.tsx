import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { darkToken, resolvedStyle } from '../../test-utils/css';
import { testStories } from '../../test-utils/stories';
import { AuthModal } from './AuthModal';
import * as stories from './AuthModal.stories';

const composed = composeStories(stories);

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describe('AuthModal', () => {
  // Plain renders first: a composed story stays mounted until the next story runs.
  it('closes at once, without asking, when the parent sets open=false (e.g. signed in)', async () => {
    const props = { view: 'sign-in' as const, onViewChange: vi.fn(), onOpenChange: vi.fn() };
    const { rerender } = render(<AuthModal {...props} open />);
    expect(screen.getByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    rerender(<AuthModal {...props} open={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onOpenChange).not.toHaveBeenCalled();
  });

  it('asks for the e-mail in the confirm step when it is not known, and requires the code', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<AuthModal open view="confirm" onViewChange={vi.fn()} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Registro' });
    await user.type(within(dialog).getByLabelText('Email'), 'luis@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(within(dialog).getByLabelText('Código de confirmación')).toHaveAccessibleDescription('Ingresa el código.');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Código de confirmación'), ' 111222 ');
    // Errors follow the input once shown.
    expect(within(dialog).getByLabelText('Código de confirmación')).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledWith({ email: 'luis@example.com', code: '111222' });
  });

  it('does not submit twice while busy', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    render(<AuthModal open busy email="ana@example.com" view="sign-in" onViewChange={vi.fn()} onSignIn={onSignIn} />);
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta#2024{Enter}');
    await user.click(screen.getByRole('button', { name: 'Cargando...' }));
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('clears the secrets when the step changes, keeps the e-mail, and starts over when reopened', () => {
    const props = { onViewChange: vi.fn(), email: 'ana@example.com' };
    const { rerender } = render(<AuthModal {...props} open view="sign-in" />);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Secreta#2024' } });

    // sign-in ↔ register keeps what was typed.
    rerender(<AuthModal {...props} open view="register" />);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Secreta#2024');

    rerender(<AuthModal {...props} open view="confirm" />);
    fireEvent.change(screen.getByLabelText('Código de confirmación'), { target: { value: '123456' } });
    rerender(<AuthModal {...props} open view="sign-in" />);
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'otra@example.com' } });

    rerender(<AuthModal {...props} open={false} view="sign-in" />);
    rerender(<AuthModal {...props} open view="sign-in" />);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  testStories(composed, {
    SignIn: () => {
      const dialog = dialogNamed('Iniciar Sesión');
      expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAttribute('autocomplete', 'current-password');
      expect(within(dialog).getByText('¿No tienes cuenta?')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
      expect(composed.SignIn.args.onSignIn).toHaveBeenCalledTimes(1);
    },
    Register: () => {
      const dialog = dialogNamed('Registro');
      expect(within(dialog).getByRole('button', { name: 'Registrarse' })).toHaveAttribute('type', 'submit');
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(
        'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.',
      );
      expect(within(dialog).getByRole('button', { name: 'Inicia Sesión' })).toBeInTheDocument();
    },
    InvalidInput: () => {
      const dialog = dialogNamed('Registro');
      const email = within(dialog).getByLabelText('Email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      // The server's rules and messages (@esencia/domain), checked before sending.
      expect(email).toHaveAccessibleDescription('Ingrese un email válido');
      // The first invalid field gets the focus.
      expect(email).toHaveFocus();
      expect(within(dialog).getByLabelText('Contraseña')).toHaveAccessibleDescription(
        'La contraseña debe tener al menos 8 caracteres. La contraseña debe incluir al menos una letra mayúscula. ' +
          'La contraseña debe incluir al menos un número. La contraseña debe incluir al menos un símbolo ' +
          'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.',
      );
      expect(composed.InvalidInput.args.onRegister).not.toHaveBeenCalled();
    },
    ToggleSignInRegister: () => {
      const dialog = dialogNamed('Iniciar Sesión');
      expect(within(dialog).getByLabelText('Email')).toHaveValue('ana@example.com');
      expect(within(dialog).getByRole('button', { name: 'Regístrate' })).toBeInTheDocument();
    },
    SigningIn: () => {
      const dialog = dialogNamed('Iniciar Sesión');
      const submit = within(dialog).getByRole('button', { name: 'Cargando...' });
      expect(submit).toHaveAttribute('aria-busy', 'true');
      expect(within(dialog).getByRole('button', { name: 'Regístrate' })).toBeDisabled();
    },
    ServerError: () => {
      expect(within(dialogNamed('Iniciar Sesión')).getByRole('alert')).toHaveTextContent(
        'El correo o la contraseña no son correctos.',
      );
    },
    ConfirmSignUp: () => {
      const dialog = dialogNamed('Confirmar Registro');
      expect(dialog).toHaveAccessibleDescription('Te enviamos un código de confirmación a ana@example.com');
      // The e-mail is known: no Email field in this step.
      expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
      expect(composed.ConfirmSignUp.args.onConfirm).toHaveBeenCalledTimes(1);
    },
    ResendCode: () => {
      expect(within(dialogNamed('Confirmar Registro')).getByRole('status')).toHaveTextContent(
        'Te enviamos un nuevo código.',
      );
      expect(composed.ResendCode.args.onResendCode).toHaveBeenCalledTimes(1);
    },
    Verifying: () => {
      expect(within(dialogNamed('Confirmar Registro')).getByRole('button', { name: 'Verificando...' })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
    NewPasswordRequired: () => {
      const dialog = dialogNamed('Cambiar Contraseña');
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Por seguridad'));
      expect(within(dialog).getByLabelText('Nueva Contraseña')).toHaveAccessibleDescription(
        'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.',
      );
      expect(composed.NewPasswordRequired.args.onNewPassword).toHaveBeenCalledTimes(1);
    },
    Updating: () => {
      expect(within(dialogNamed('Cambiar Contraseña')).getByRole('button', { name: 'Actualizando...' })).toBeVisible();
    },
    ForgotPassword: () => {
      expect(composed.ForgotPassword.args.onViewChange).toHaveBeenCalledWith('forgot');
      expect(within(dialogNamed('Recuperar contraseña')).getByRole('button', { name: 'Volver a Iniciar Sesión' }));
    },
    ResetPassword: () => {
      const dialog = dialogNamed('Restablecer contraseña');
      expect(within(dialog).getByRole('status')).toHaveTextContent('te enviamos un código');
      expect(composed.ResetPassword.args.onReset).toHaveBeenCalledTimes(1);
    },
    WithTrigger: async () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
      expect(await screen.findByRole('dialog', { name: 'Iniciar Sesión' })).toBeInTheDocument();
      // The first field has the focus.
      expect(screen.getByLabelText('Email')).toHaveFocus();
    },
    ConfirmOnLeave: () => {
      expect(composed.ConfirmOnLeave.args.onOpenChange).toHaveBeenLastCalledWith(false);
    },
    LeaveUntouched: () => {
      expect(composed.LeaveUntouched.args.onOpenChange).toHaveBeenLastCalledWith(false);
      expect(screen.queryByText('Confirmar salida')).not.toBeInTheDocument();
    },
    DarkTheme: () => {
      const alert = within(dialogNamed('Registro')).getByRole('alert');
      expect(alert).toHaveTextContent('política');
      expect(resolvedStyle(alert, 'background')).toBe(darkToken('color-danger-subtle'));
      expect(resolvedStyle(alert, 'color')).toBe(darkToken('color-on-danger-subtle'));
    },
  });
});
