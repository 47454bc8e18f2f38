import { Fragment, useState, type ReactNode } from 'react';
import { Dialog } from '../Dialog';
import styles from './AuthModal.module.css';
import { AUTH_VIEW_TEXT, type AuthCredentials, type AuthView } from './authViews';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { NewPasswordForm } from './NewPasswordForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';

export { AUTH_VIEW_TEXT, type AuthCredentials, type AuthView } from './authViews';
export { PASSWORD_MIN_LENGTH, PASSWORD_POLICY_HINT } from './authRules';

export interface AuthModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when `open` is not controlled. */
  defaultOpen?: boolean;
  /** Called when the user closes the modal (after confirming 'Confirmar salida') or the trigger opens it. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal, e.g. the top bar's 'Iniciar Sesión' button. */
  trigger?: ReactNode;
  /** Which step is shown; the parent owns it (e.g. sign-in → confirm when the server asks for the code). */
  view: AuthView;
  /** A link asked for another step ('Regístrate', '¿Olvidaste tu contraseña?', 'Volver a Iniciar Sesión'...). */
  onViewChange: (view: AuthView) => void;
  /** A request is in flight: the submit button shows the view's busy label and links are disabled. */
  busy?: boolean;
  /** Server error (ready-to-show Spanish sentence), announced as an alert. */
  error?: string | null;
  /** Informational message, e.g. 'Código reenviado.' */
  notice?: string | null;
  /** The account e-mail: shown in 'Confirmar Registro' and 'Restablecer contraseña', prefills the Email fields. */
  email?: string;
  /** 'Iniciar Sesión' submitted with a filled-in password and a valid e-mail. */
  onSignIn?: (values: AuthCredentials) => void;
  /** 'Registrarse' submitted with a valid e-mail and a password that passes the policy. */
  onRegister?: (values: AuthCredentials) => void;
  /** 'Confirmar' submitted with the code. */
  onConfirm?: (values: { email: string; code: string }) => void;
  /** 'Reenviar código' in 'Confirmar Registro'. */
  onResendCode?: (values: { email: string }) => void;
  /** 'Cambiar Contraseña' submitted with a password that passes the policy. */
  onNewPassword?: (values: { newPassword: string }) => void;
  /** 'Enviar código' in 'Recuperar contraseña', and 'Reenviar código' in 'Restablecer contraseña'. */
  onForgot?: (values: { email: string }) => void;
  /** 'Guardar contraseña' submitted with the code and a password that passes the policy. */
  onReset?: (values: { email: string; code: string; newPassword: string }) => void;
}

const isCredentialsView = (view: AuthView) => view === 'sign-in' || view === 'register';

function descriptionOf(view: AuthView, knownEmail: string | undefined): ReactNode {
  const email = knownEmail && <strong className={styles.email}>{knownEmail}</strong>;
  switch (view) {
    case 'confirm':
      return email ? (
        <>Te enviamos un código de confirmación a {email}</>
      ) : (
        'Te enviamos un código de confirmación a tu email.'
      );
    case 'new-password':
      return 'Por seguridad, debes establecer una nueva contraseña antes de continuar.';
    case 'forgot':
      return 'Ingresa tu email y te enviaremos un código para restablecer tu contraseña.';
    case 'reset':
      return email ? (
        <>Ingresa el código que enviamos a {email} y elige una nueva contraseña.</>
      ) : (
        'Ingresa el código que enviamos a tu email y elige una nueva contraseña.'
      );
    default:
      return undefined;
  }
}

/**
 * Login modal (spec "Login modal"): sign in / register, 'Confirmar Registro', 'Cambiar Contraseña',
 * and password recovery, one form per step (SignInForm, RegisterForm...). Presentational: the parent
 * runs the requests and moves between views. Leaving after typing asks 'Confirmar salida'; setting `open` to
 * false (e.g. once signed in) closes it at once.
 */
export function AuthModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  view,
  onViewChange,
  busy = false,
  error = null,
  notice = null,
  email = '',
  onSignIn,
  onRegister,
  onConfirm,
  onResendCode,
  onNewPassword,
  onForgot,
  onReset,
}: AuthModalProps) {
  // What carries over from one step to the next: the e-mail, and the password between sign-in and register.
  const [draft, setDraft] = useState<AuthCredentials>({ email, password: '' });

  // Adjust the draft while rendering when the inputs change (no effects needed).
  const [prev, setPrev] = useState({ view, email, open });
  if (prev.view !== view || prev.email !== email || prev.open !== open) {
    setPrev({ view, email, open });
    let next = draft;
    if (prev.view !== view && !(isCredentialsView(prev.view) && isCredentialsView(view))) {
      next = { ...next, password: '' };
    }
    if (prev.email !== email && email) next = { ...next, email };
    if (prev.open !== open && open === false) next = { email, password: '' };
    setDraft(next);
  }

  const keep = (changes: Partial<AuthCredentials>) => setDraft((current) => ({ ...current, ...changes }));
  const knownEmail = (view === 'confirm' || view === 'reset') && email ? email : undefined;
  const status = { busy, error, notice };
  const toSignIn = () => onViewChange('sign-in');

  const forms: Record<AuthView, () => ReactNode> = {
    'sign-in': () => (
      <SignInForm
        {...status}
        defaultEmail={draft.email}
        defaultPassword={draft.password}
        onValuesChange={keep}
        onSubmit={onSignIn}
        onForgotPassword={() => onViewChange('forgot')}
        onRegister={() => onViewChange('register')}
      />
    ),
    register: () => (
      <RegisterForm
        {...status}
        defaultEmail={draft.email}
        defaultPassword={draft.password}
        onValuesChange={keep}
        onSubmit={onRegister}
        onSignIn={toSignIn}
      />
    ),
    confirm: () => (
      <ConfirmSignUpForm
        {...status}
        email={knownEmail}
        defaultEmail={draft.email}
        onValuesChange={keep}
        onSubmit={onConfirm}
        onResendCode={onResendCode}
        onBack={toSignIn}
      />
    ),
    'new-password': () => <NewPasswordForm {...status} email={email} onSubmit={onNewPassword} onBack={toSignIn} />,
    forgot: () => (
      <ForgotPasswordForm
        {...status}
        defaultEmail={draft.email}
        onValuesChange={keep}
        onSubmit={onForgot}
        onBack={toSignIn}
      />
    ),
    reset: () => (
      <ResetPasswordForm
        {...status}
        email={knownEmail}
        defaultEmail={draft.email}
        onValuesChange={keep}
        onSubmit={onReset}
        onResendCode={onForgot}
        onBack={toSignIn}
      />
    ),
  };

  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={AUTH_VIEW_TEXT[view].title}
      description={descriptionOf(view, knownEmail)}
      size="sm"
      // Only what the shopper typed is worth a question (issue 27: Escape on an empty sign-in asked).
      confirmOnClose="changed"
    >
      {/* Keyed by step: each step starts from its own fields, the draft aside. */}
      <Fragment key={view}>{forms[view]()}</Fragment>
    </Dialog>
  );
}
