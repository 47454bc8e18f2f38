import { TextField } from '../TextField';
import { AuthForm, BackToSignIn, ResendCodePrompt, type AuthFormStatusProps } from './AuthForm';
import { emailError, requiredError } from './authRules';
import type { AuthCredentials } from './authViews';
import { useAuthForm } from './useAuthForm';

export interface ConfirmSignUpFormProps extends AuthFormStatusProps {
  /** The new account's e-mail, when known: then it is not asked for. */
  email?: string;
  /** Prefills the Email field when `email` is not known. */
  defaultEmail?: string;
  /** Called with the e-mail and the trimmed code once the code is filled in. */
  onSubmit?: (values: { email: string; code: string }) => void;
  /** 'Reenviar código' was clicked (with a valid e-mail). */
  onResendCode?: (values: { email: string }) => void;
  /** 'Volver a Iniciar Sesión' was clicked. */
  onBack?: () => void;
  /** Called as the user types the e-mail, e.g. to carry it over to the next step. */
  onValuesChange?: (values: Partial<AuthCredentials>) => void;
}

/** The 'Confirmar Registro' step: the code e-mailed at sign-up (and the e-mail, when not known). */
export function ConfirmSignUpForm({
  email,
  defaultEmail = '',
  busy = false,
  error,
  notice,
  onSubmit,
  onResendCode,
  onBack,
  onValuesChange,
}: ConfirmSignUpFormProps) {
  const knownEmail = email || undefined;
  const form = useAuthForm({
    fields: knownEmail ? ['code'] : ['email', 'code'],
    initialValues: { email: defaultEmail },
    validate: ({ email: typed, code }) => ({
      email: knownEmail ? undefined : emailError(typed),
      code: requiredError(code, 'Ingresa el código.'),
    }),
    busy,
    onValuesChange: onValuesChange && ((values) => onValuesChange({ email: values.email })),
    onValid: (values) => onSubmit?.({ email: knownEmail ?? values.email.trim(), code: values.code.trim() }),
  });
  const resend = () => {
    const invalid = knownEmail ? undefined : emailError(form.values.email);
    if (invalid) form.showError('email', invalid);
    else onResendCode?.({ email: knownEmail ?? form.values.email.trim() });
  };
  return (
    <AuthForm
      view="confirm"
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
        label="Código de confirmación"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
    </AuthForm>
  );
}
