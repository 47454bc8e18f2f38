import { TextField } from '../TextField';
import { AuthForm, LinkButton, LinkPrompt, type AuthFormStatusProps } from './AuthForm';
import { emailError } from './authRules';
import type { AuthCredentials } from './authViews';
import { useAuthForm } from './useAuthForm';

export interface SignInFormProps extends AuthFormStatusProps {
  /** Prefills the Email field, e.g. with the address typed in another step. */
  defaultEmail?: string;
  /** Prefills the password (the login modal keeps it when switching between sign-in and register). */
  defaultPassword?: string;
  /** Called with the trimmed e-mail and the password once both are filled in and the e-mail is valid. */
  onSubmit?: (values: AuthCredentials) => void;
  /** '¿Olvidaste tu contraseña?' was clicked. */
  onForgotPassword?: () => void;
  /** '¿No tienes cuenta? Regístrate' was clicked. */
  onRegister?: () => void;
  /** Called as the user types, e.g. to carry the e-mail over to the next step. */
  onValuesChange?: (values: Partial<AuthCredentials>) => void;
}

/**
 * The 'Iniciar Sesión' step: e-mail and password. Checks only what is needed to try (both filled
 * in, a valid e-mail address); whether the password is right is the server's answer.
 */
export function SignInForm({
  defaultEmail = '',
  defaultPassword = '',
  busy = false,
  error,
  notice,
  onSubmit,
  onForgotPassword,
  onRegister,
  onValuesChange,
}: SignInFormProps) {
  const form = useAuthForm({
    fields: ['email', 'password'],
    initialValues: { email: defaultEmail, password: defaultPassword },
    validate: ({ email, password }) => ({
      email: emailError(email),
      password: password ? undefined : 'Ingresa tu contraseña.',
    }),
    busy,
    onValuesChange,
    onValid: ({ email, password }) => onSubmit?.({ email: email.trim(), password }),
  });
  return (
    <AuthForm
      view="sign-in"
      formProps={form.formProps}
      busy={busy}
      error={error}
      notice={notice}
      aside={
        <LinkButton onClick={onForgotPassword} disabled={busy}>
          ¿Olvidaste tu contraseña?
        </LinkButton>
      }
      links={
        <LinkPrompt question="¿No tienes cuenta?">
          <LinkButton onClick={onRegister} disabled={busy}>
            Regístrate
          </LinkButton>
        </LinkPrompt>
      }
    >
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...form.field('password')} label="Contraseña" type="password" autoComplete="current-password" />
    </AuthForm>
  );
}
