import { TextField } from '../TextField';
import { AuthForm, BackToSignIn, ResendCodePrompt, type AuthFormStatusProps } from './AuthForm';
import { emailError, newPasswordError, PASSWORD_MIN_LENGTH, PASSWORD_POLICY_HINT, requiredError } from './authRules';
import type { AuthCredentials } from './authViews';
import { useAuthForm } from './useAuthForm';

export interface ResetPasswordFormProps extends AuthFormStatusProps {
  /** The account's e-mail, when known (it was just typed in 'Recuperar contraseña'): then it is not asked for. */
  email?: string;
  /** Prefills the Email field when `email` is not known. */
  defaultEmail?: string;
  /** Called with the e-mail, the trimmed code and the new password once it passes the server's policy. */
  onSubmit?: (values: { email: string; code: string; newPassword: string }) => void;
  /** 'Reenviar código' was clicked (with a valid e-mail): the parent asks for a new reset code. */
  onResendCode?: (values: { email: string }) => void;
  /** 'Volver a Iniciar Sesión' was clicked. */
  onBack?: () => void;
  /** Called as the user types the e-mail, e.g. to carry it over to the next step. */
  onValuesChange?: (values: Partial<AuthCredentials>) => void;
}

/**
 * The 'Restablecer contraseña' step: the e-mailed code and a new password (and the e-mail, when
 * not known). Runs the same password policy as the server, with the same messages.
 */
export function ResetPasswordForm({
  email,
  defaultEmail = '',
  busy = false,
  error,
  notice,
  onSubmit,
  onResendCode,
  onBack,
  onValuesChange,
}: ResetPasswordFormProps) {
  const knownEmail = email || undefined;
  const form = useAuthForm({
    fields: knownEmail ? ['code', 'newPassword'] : ['email', 'code', 'newPassword'],
    initialValues: { email: defaultEmail },
    validate: ({ email: typed, code, newPassword }) => ({
      email: knownEmail ? undefined : emailError(typed),
      code: requiredError(code, 'Ingresa el código.'),
      newPassword: newPasswordError(newPassword, knownEmail ?? typed, 'Ingresa una nueva contraseña.'),
    }),
    busy,
    onValuesChange: onValuesChange && ((values) => onValuesChange({ email: values.email })),
    onValid: (values) =>
      onSubmit?.({
        email: knownEmail ?? values.email.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
      }),
  });
  const resend = () => {
    const invalid = knownEmail ? undefined : emailError(form.values.email);
    if (invalid) form.showError('email', invalid);
    else onResendCode?.({ email: knownEmail ?? form.values.email.trim() });
  };
  return (
    <AuthForm
      view="reset"
      formProps={form.formProps}
      busy={busy}
      error={error}
      notice={notice}
      links={
        <>
          <ResendCodePrompt onClick={resend} disabled={busy} />
          <BackToSignIn onClick={onBack} disabled={busy} />
        </>
      }
    >
      {!knownEmail && <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />}
      <TextField
        {...form.field('code')}
        label="Código"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
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
