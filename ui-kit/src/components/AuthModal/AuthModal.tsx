import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../TextField';
import styles from './AuthModal.module.css';

export type AuthView = 'sign-in' | 'register' | 'confirm' | 'new-password' | 'forgot' | 'reset';

export interface AuthCredentials {
  email: string;
  password: string;
}

export interface AuthModalProps {
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal, e.g. the top bar's 'Iniciar Sesión' button. */
  trigger?: ReactNode;
  /** Which step is shown; the parent owns it (e.g. sign-in → confirm when the server asks for the code). */
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** A request is in flight: the submit button shows the view's busy label and links are disabled. */
  busy?: boolean;
  /** Server error (ready-to-show Spanish sentence), announced as an alert. */
  error?: string | null;
  /** Informational message, e.g. 'Código reenviado.' */
  notice?: string | null;
  /** The account e-mail: shown in 'Confirmar Registro' and 'Restablecer contraseña', prefills the Email fields. */
  email?: string;
  onSignIn?: (values: AuthCredentials) => void;
  onRegister?: (values: AuthCredentials) => void;
  onConfirm?: (values: { email: string; code: string }) => void;
  onResendCode?: (values: { email: string }) => void;
  onNewPassword?: (values: { newPassword: string }) => void;
  onForgot?: (values: { email: string }) => void;
  onReset?: (values: { email: string; code: string; newPassword: string }) => void;
}

interface ViewText {
  title: string;
  submit: string;
  busy: string;
}

export const AUTH_VIEW_TEXT: Readonly<Record<AuthView, ViewText>> = {
  'sign-in': { title: 'Iniciar Sesión', submit: 'Iniciar Sesión', busy: 'Cargando...' },
  register: { title: 'Registro', submit: 'Registrarse', busy: 'Cargando...' },
  confirm: { title: 'Confirmar Registro', submit: 'Confirmar', busy: 'Verificando...' },
  'new-password': { title: 'Cambiar Contraseña', submit: 'Cambiar Contraseña', busy: 'Actualizando...' },
  forgot: { title: 'Recuperar contraseña', submit: 'Enviar código', busy: 'Enviando...' },
  reset: { title: 'Restablecer contraseña', submit: 'Guardar contraseña', busy: 'Guardando...' },
};

/** Backend password policy, shown as a hint wherever a new password is chosen. */
export const PASSWORD_POLICY_HINT = 'Mínimo 8 caracteres, con mayúsculas, minúsculas, números y símbolos.';
export const PASSWORD_MIN_LENGTH = 8;

// The WHATWG definition of a valid e-mail address (what <input type="email"> accepts).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

type FieldName = 'email' | 'password' | 'code' | 'newPassword';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const emptySecrets = { password: '', code: '', newPassword: '' } as const;

/** Fields of each view, in order (Email only where the e-mail is not known yet). */
function fieldsOf(view: AuthView, knownEmail: boolean): FieldName[] {
  switch (view) {
    case 'sign-in':
    case 'register':
      return ['email', 'password'];
    case 'confirm':
      return knownEmail ? ['code'] : ['email', 'code'];
    case 'new-password':
      return ['newPassword'];
    case 'forgot':
      return ['email'];
    case 'reset':
      return knownEmail ? ['code', 'newPassword'] : ['email', 'code', 'newPassword'];
  }
}

function validateField(field: FieldName, value: string): string | undefined {
  switch (field) {
    case 'email':
      if (!value.trim()) return 'Ingresa tu email.';
      return EMAIL_PATTERN.test(value.trim()) ? undefined : 'Ingresa un email válido.';
    case 'password':
      if (!value) return 'Ingresa tu contraseña.';
      return value.length < PASSWORD_MIN_LENGTH ? 'La contraseña debe tener al menos 8 caracteres.' : undefined;
    case 'newPassword':
      if (!value) return 'Ingresa una nueva contraseña.';
      return value.length < PASSWORD_MIN_LENGTH ? 'La contraseña debe tener al menos 8 caracteres.' : undefined;
    case 'code':
      return value.trim() ? undefined : 'Ingresa el código.';
  }
}

function validate(fields: FieldName[], values: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

function LinkButton({ children, ...props }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={styles.linkButton} {...props}>
      {children}
    </button>
  );
}

/**
 * Login modal (spec "Login modal"): sign in / register, 'Confirmar Registro', 'Cambiar Contraseña',
 * and password recovery. Presentational: the parent runs the requests and moves between views.
 * Leaving asks 'Confirmar salida'; setting `open` to false (e.g. once signed in) closes it at once.
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
  const [values, setValues] = useState<Values>({ email, ...emptySecrets });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Adjust state while rendering when the inputs change (no effects needed).
  const [prev, setPrev] = useState({ view, email, open });
  if (prev.view !== view || prev.email !== email || prev.open !== open) {
    setPrev({ view, email, open });
    if (prev.view !== view) {
      // A new step starts clean; the e-mail and (between sign-in and register) the password stay.
      const keepPassword =
        (prev.view === 'sign-in' || prev.view === 'register') && (view === 'sign-in' || view === 'register');
      setValues((current) => ({ ...current, ...emptySecrets, password: keepPassword ? current.password : '' }));
      setFieldErrors({});
      setSubmitted(false);
    }
    if (prev.email !== email && email) setValues((current) => ({ ...current, email }));
    if (prev.open !== open && open === false) {
      setValues({ email, ...emptySecrets });
      setFieldErrors({});
      setSubmitted(false);
    }
  }

  const knownEmail = Boolean(email) && (view === 'confirm' || view === 'reset');
  const fields = fieldsOf(view, knownEmail);
  const text = AUTH_VIEW_TEXT[view];
  const accountEmail = knownEmail ? email : values.email.trim();

  const setValue = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first submit, errors follow the input as the user fixes it.
    if (submitted) setFieldErrors(validate(fields, next));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const errors = validate(fields, values);
    setSubmitted(true);
    setFieldErrors(errors);
    const firstInvalid = fields.find((field) => errors[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const credentials = { email: values.email.trim(), password: values.password };
    switch (view) {
      case 'sign-in':
        onSignIn?.(credentials);
        break;
      case 'register':
        onRegister?.(credentials);
        break;
      case 'confirm':
        onConfirm?.({ email: accountEmail, code: values.code.trim() });
        break;
      case 'new-password':
        onNewPassword?.({ newPassword: values.newPassword });
        break;
      case 'forgot':
        onForgot?.({ email: credentials.email });
        break;
      case 'reset':
        onReset?.({ email: accountEmail, code: values.code.trim(), newPassword: values.newPassword });
        break;
    }
  };

  const description: ReactNode = {
    'sign-in': undefined,
    register: undefined,
    confirm: knownEmail ? (
      <>
        Te enviamos un código de confirmación a <strong className={styles.email}>{email}</strong>
      </>
    ) : (
      'Te enviamos un código de confirmación a tu email.'
    ),
    'new-password': 'Por seguridad, debes establecer una nueva contraseña antes de continuar.',
    forgot: 'Ingresa tu email y te enviaremos un código para restablecer tu contraseña.',
    reset: knownEmail ? (
      <>
        Ingresa el código que enviamos a <strong className={styles.email}>{email}</strong> y elige una nueva contraseña.
      </>
    ) : (
      'Ingresa el código que enviamos a tu email y elige una nueva contraseña.'
    ),
  }[view];

  const fieldProps = (field: FieldName) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    error: fieldErrors[field],
    required: true,
    // The first field of a step gets the focus when the step appears.
    autoFocus: fields[0] === field,
  });

  const goTo = (next: AuthView) => onViewChange(next);
  const isNewAccount = view === 'register';

  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={text.title}
      description={description}
      size="sm"
      confirmOnClose
    >
      <form key={view} ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit} data-view={view}>
        {error && (
          <div role="alert" className={styles.message} data-tone="error">
            {error}
          </div>
        )}
        {notice && (
          <div role="status" className={styles.message} data-tone="info">
            {notice}
          </div>
        )}

        {fields.includes('email') && (
          <TextField {...fieldProps('email')} label="Email" type="email" autoComplete="email" />
        )}
        {fields.includes('password') && (
          <TextField
            {...fieldProps('password')}
            label="Contraseña"
            type="password"
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete={isNewAccount ? 'new-password' : 'current-password'}
            hint={isNewAccount ? PASSWORD_POLICY_HINT : undefined}
          />
        )}
        {fields.includes('code') && (
          <TextField
            {...fieldProps('code')}
            label={view === 'confirm' ? 'Código de confirmación' : 'Código'}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
          />
        )}
        {fields.includes('newPassword') && (
          <TextField
            {...fieldProps('newPassword')}
            label="Nueva Contraseña"
            type="password"
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            hint={PASSWORD_POLICY_HINT}
          />
        )}

        {view === 'sign-in' && (
          <div className={styles.aside}>
            <LinkButton onClick={() => goTo('forgot')} disabled={busy}>
              ¿Olvidaste tu contraseña?
            </LinkButton>
          </div>
        )}

        <Button type="submit" fullWidth loading={busy} loadingLabel={text.busy}>
          {text.submit}
        </Button>

        <div className={styles.links}>
          {view === 'sign-in' && (
            <p className={styles.toggle}>
              ¿No tienes cuenta?{' '}
              <LinkButton onClick={() => goTo('register')} disabled={busy}>
                Regístrate
              </LinkButton>
            </p>
          )}
          {view === 'register' && (
            <p className={styles.toggle}>
              ¿Ya tienes cuenta?{' '}
              <LinkButton onClick={() => goTo('sign-in')} disabled={busy}>
                Inicia Sesión
              </LinkButton>
            </p>
          )}
          {(view === 'confirm' || view === 'reset') && (
            <p className={styles.toggle}>
              ¿No recibiste el código?{' '}
              <LinkButton
                disabled={busy}
                onClick={() => {
                  const target = { email: accountEmail };
                  if (!knownEmail) {
                    const emailError = validateField('email', values.email);
                    if (emailError) {
                      setFieldErrors((current) => ({ ...current, email: emailError }));
                      return;
                    }
                  }
                  if (view === 'confirm') onResendCode?.(target);
                  else onForgot?.(target);
                }}
              >
                Reenviar código
              </LinkButton>
            </p>
          )}
          {view !== 'sign-in' && view !== 'register' && (
            <LinkButton onClick={() => goTo('sign-in')} disabled={busy}>
              Volver a Iniciar Sesión
            </LinkButton>
          )}
        </div>
      </form>
    </Dialog>
  );
}
