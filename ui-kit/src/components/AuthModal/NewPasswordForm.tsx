import { TextField } from '../TextField';
import { AuthForm, BackToSignIn, type AuthFormStatusProps } from './AuthForm';
import { newPasswordError, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_HINT } from './authRules';
import { useAuthForm } from './useAuthForm';

export interface NewPasswordFormProps extends AuthFormStatusProps {
  /** The account's e-mail: not shown, but the password may not be its name (server rule). */
  email?: string;
  /** Called with the new password once it passes the server's policy. */
  onSubmit?: (values: { newPassword: string }) => void;
  /** 'Volver a Iniciar Sesión' was clicked. */
  onBack?: () => void;
}

/**
 * The 'Cambiar Contraseña' step, asked after signing in with a temporary password. Runs the same
 * password policy as the server, with the same messages.
 */
export function NewPasswordForm({ email = '', busy = false, error, notice, onSubmit, onBack }: NewPasswordFormProps) {
  const form = useAuthForm({
    fields: ['newPassword'],
    validate: ({ newPassword }) => ({
      newPassword: newPasswordError(newPassword, email, 'Ingresa una nueva contraseña.'),
    }),
    busy,
    onValid: ({ newPassword }) => onSubmit?.({ newPassword }),
  });
  return (
    <AuthForm
      view="new-password"
      formProps={form.formProps}
      busy={busy}
      error={error}
      notice={notice}
      links={<BackToSignIn onClick={onBack} disabled={busy} />}
    >
      <TextField
        {...form.field('newPassword')}
        label="Nueva Contraseña"
        type="password"
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
      />
    </AuthForm>
  );
}
