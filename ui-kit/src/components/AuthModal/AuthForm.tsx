import type { ReactNode } from 'react';
import { Button } from '../Button';
import styles from './AuthForm.module.css';
import { AUTH_VIEW_TEXT, type AuthView } from './authViews';
import type { AuthFormElementProps } from './useAuthForm';

/** What every auth form shows besides its fields; the parent runs the requests. */
export interface AuthFormStatusProps {
  /** A request is in flight: the submit button shows the step's busy label and the links are disabled. */
  busy?: boolean;
  /** Server error (a ready-to-show Spanish sentence), announced as an alert. */
  error?: string | null;
  /** Informational message, e.g. 'Te enviamos un nuevo código.', announced politely. */
  notice?: string | null;
}

interface AuthFormProps extends AuthFormStatusProps {
  view: AuthView;
  formProps: AuthFormElementProps;
  /** The fields. */
  children: ReactNode;
  /** Shown between the fields and the submit button (e.g. '¿Olvidaste tu contraseña?'). */
  aside?: ReactNode;
  /** Shown under the submit button. */
  links: ReactNode;
}

/** The frame shared by the auth forms: messages, fields, the step's submit button, then its links. */
export function AuthForm({ view, formProps, busy = false, error, notice, children, aside, links }: AuthFormProps) {
  const text = AUTH_VIEW_TEXT[view];
  return (
    <form {...formProps} className={styles.form} data-view={view}>
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
      {children}
      {aside && <div className={styles.aside}>{aside}</div>}
      <Button type="submit" fullWidth loading={busy} loadingLabel={text.busy}>
        {text.submit}
      </Button>
      <div className={styles.links}>{links}</div>
    </form>
  );
}

export function LinkButton({ children, ...props }: { children: ReactNode; onClick?: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={styles.linkButton} {...props}>
      {children}
    </button>
  );
}

/** A question followed by its link, e.g. '¿No tienes cuenta? Regístrate'. */
export function LinkPrompt({ question, children }: { question: string; children: ReactNode }) {
  return (
    <p className={styles.toggle}>
      {question} {children}
    </p>
  );
}

/** 'Volver a Iniciar Sesión', under the steps that are not sign-in or register. */
export function BackToSignIn({ onClick, disabled }: { onClick?: () => void; disabled?: boolean }) {
  return (
    <LinkButton onClick={onClick} disabled={disabled}>
      Volver a Iniciar Sesión
    </LinkButton>
  );
}

/** '¿No recibiste el código? Reenviar código'. */
export function ResendCodePrompt({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <LinkPrompt question="¿No recibiste el código?">
      <LinkButton onClick={onClick} disabled={disabled}>
        Reenviar código
      </LinkButton>
    </LinkPrompt>
  );
}
