import { TextField } from '../TextField';
import { AuthForm, BackToSignIn, type AuthFormStatusProps } from './AuthForm';
import { emailError } from './authRules';
import type { AuthCredentials } from './authViews';
import { useAuthForm } from './useAuthForm';

export interface ForgotPasswordFormProps extends AuthFormStatusProps {
  /** Prefills the Email field, e.g. with the address typed in 'Iniciar Sesión'. */
  defaultEmail?: string;
  /** Called with the trimmed e-mail once it is valid: the parent asks the server to send a code. */
  onSubmit?: (values: { email: string }) => void;
  /** 'Volver a Iniciar Sesión' was clicked. */
  onBack?: () => void;
  /** Called as the user types, e.g. to carry the e-mail over to the next step. */
  onValuesChange?: (values: Partial<AuthCredentials>) => void;
}

/** The 'Recuperar contraseña' step: the e-mail to send a reset code to. */
export function ForgotPasswordForm({
  defaultEmail = '',
  busy = false,
  error,
  notice,
  onSubmit,
  onBack,
  onValuesChange,
}: ForgotPasswordFormProps) {
  const form = useAuthForm({
    fields: ['email'],
    initialValues: { email: defaultEmail },
    validate: ({ email }) => ({ email: emailError(email) }),
    busy,
    onValuesChange,
    onValid: ({ email }) => onSubmit?.({ email: email.trim() }),
  });
  return (
    <AuthForm
      view="forgot"
      formProps={form.formProps}
      busy={busy}
      error={error}
      notice={notice}
      links={<BackToSignIn onClick={onBack} disabled={busy} />}
    >
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
    </AuthForm>
  );
}
