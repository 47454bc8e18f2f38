import { TextField } from '../TextField';
import { AuthForm, LinkButton, LinkPrompt, type AuthFormStatusProps } from './AuthForm';
import { emailError, newPasswordError, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_HINT } from './authRules';
import type { AuthCredentials } from './authViews';
import { useAuthForm } from './useAuthForm';

export interface RegisterFormProps extends AuthFormStatusProps {
  /** Prefills the Email field, e.g. with the address typed in 'Iniciar Sesión'. */
  defaultEmail?: string;
  /** Prefills the password (the login modal keeps it when switching between sign-in and register). */
  defaultPassword?: string;
  /** Called with the trimmed e-mail and the password once both pass the server's rules. */
  onSubmit?: (values: AuthCredentials) => void;
  /** '¿Ya tienes cuenta? Inicia Sesión' was clicked. */
  onSignIn?: () => void;
  /** Called as the user types, e.g. to carry the e-mail over to the next step. */
  onValuesChange?: (values: Partial<AuthCredentials>) => void;
}

/**
 * The 'Registro' step: e-mail and a new password. Runs the same e-mail rule and full password
 * policy as the server, with the same messages, and shows the policy as the password's hint.
 */
export function RegisterForm({
  defaultEmail = '',
  defaultPassword = '',
  busy = false,
  error,
  notice,
  onSubmit,
  onSignIn,
  onValuesChange,
}: RegisterFormProps) {
  const form = useAuthForm({
    fields: ['email', 'password'],
    initialValues: { email: defaultEmail, password: defaultPassword },
    validate: ({ email, password }) => ({
      email: emailError(email),
      password: newPasswordError(password, email, 'Ingresa tu contraseña.'),
    }),
    busy,
    onValuesChange,
    onValid: ({ email, password }) => onSubmit?.({ email: email.trim(), password }),
  });
  return (
    <AuthForm
      view="register"
      formProps={form.formProps}
      busy={busy}
      error={error}
      notice={notice}
      links={
        <LinkPrompt question="¿Ya tienes cuenta?">
          <LinkButton onClick={onSignIn} disabled={busy}>
            Inicia Sesión
          </LinkButton>
        </LinkPrompt>
      }
    >
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...form.field('password')}
        label="Contraseña"
        type="password"
        minLength={PASSWORD_MIN_LENGTH}
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
      />
    </AuthForm>
  );
}
