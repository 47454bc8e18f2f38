import { AuthModal, type AuthCredentials, type AuthView } from '@esencia/ui-kit';
import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { answered, errorMessage, graphQLErrorCode, unwrap } from './graphqlErrors';
import {
  ConfirmSignUpDocument,
  RequestPasswordResetDocument,
  ResendConfirmationCodeDocument,
  ResetPasswordDocument,
  SignUpDocument,
} from './account.generated';
import { useSession, type SignInResult } from './SessionProvider';

/** Shown when a request fails without a server message (network down, server unreachable). */
const FALLBACK: Record<AuthView | 'resend', string> = {
  'sign-in': 'No se pudo iniciar sesión. Revisa tu conexión e intenta de nuevo.',
  register: 'No se pudo completar el registro. Revisa tu conexión e intenta de nuevo.',
  confirm: 'No se pudo confirmar el registro. Revisa tu conexión e intenta de nuevo.',
  resend: 'No se pudo reenviar el código. Intenta de nuevo.',
  'new-password': 'Error al confirmar la nueva contraseña',
  forgot: 'No se pudo enviar el código. Intenta de nuevo.',
  reset: 'No se pudo restablecer la contraseña. Intenta de nuevo.',
};

export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's 'Iniciar Sesión' button. */
  trigger?: ReactNode;
}

interface FlowState {
  view: AuthView;
  email: string;
  error: string | null;
  notice: string | null;
}

const START: FlowState = { view: 'sign-in', email: '', error: null, notice: null };

/**
 * The login modal's flows on top of the kit's AuthModal: sign in, register → confirm → automatic
 * sign-in, 'Cambiar Contraseña' for temporary passwords, and password recovery. The password typed
 * for the automatic sign-in and the new-password challenge live only in this component's state.
 */
export function LoginModal({ open, onOpenChange, trigger }: LoginModalProps) {
  const session = useSession();
  const [flow, setFlow] = useState<FlowState>(START);
  const [busy, setBusy] = useState(false);
  const [credentials, setCredentials] = useState<AuthCredentials | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const [signUp] = useMutation(SignUpDocument);
  const [confirmSignUp] = useMutation(ConfirmSignUpDocument);
  const [resendCode] = useMutation(ResendConfirmationCodeDocument);
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [resetPassword] = useMutation(ResetPasswordDocument);

  // Closing forgets everything, secrets included.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) {
      setFlow(START);
      setBusy(false);
      setCredentials(null);
      setChallenge(null);
    }
  }

  const go = (view: AuthView, changes: Partial<FlowState> = {}) =>
    setFlow((current) => ({ ...current, error: null, notice: null, ...changes, view }));

  /** Runs one request with the busy state; a failure shows the server's message (or the fallback). */
  const run = async (fallback: string, request: () => Promise<void>) => {
    setBusy(true);
    setFlow((current) => ({ ...current, error: null, notice: null }));
    try {
      await request();
    } catch (error) {
      setFlow((current) => ({ ...current, error: errorMessage(error, fallback) }));
    } finally {
      setBusy(false);
    }
  };

  /** Where a sign-in result leads: closed (signed in), 'Confirmar Registro' or 'Cambiar Contraseña'. */
  const follow = (result: SignInResult, used: AuthCredentials) => {
    switch (result.status) {
      case 'SIGNED_IN':
        setCredentials(null);
        setChallenge(null);
        onOpenChange(false);
        return;
      case 'CONFIRMATION_REQUIRED':
        // The server has just e-mailed a fresh code; after confirming we sign in with these credentials.
        setCredentials(used);
        go('confirm', {
          email: used.email,
          notice: 'Tu cuenta aún no está confirmada. Te enviamos un nuevo código a tu email.',
        });
        return;
      case 'NEW_PASSWORD_REQUIRED':
        setCredentials(null);
        setChallenge(result.challenge ?? null);
        go('new-password', { email: used.email });
        return;
    }
  };

  const signIn = (used: AuthCredentials) =>
    run(FALLBACK['sign-in'], async () => follow(await session.signIn(used.email, used.password), used));

  return (
    <AuthModal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      view={flow.view}
      onViewChange={(view) => go(view)}
      busy={busy}
      error={flow.error}
      notice={flow.notice}
      email={flow.email}
      onSignIn={(values) => void signIn(values)}
      onRegister={(values) =>
        void run(FALLBACK.register, async () => {
          const { data } = await signUp({ variables: values });
          const { email } = unwrap(answered(data).signUp);
          setCredentials({ email, password: values.password });
          go('confirm', { email });
        })
      }
      onConfirm={({ email, code }) =>
        void run(FALLBACK.confirm, async () => {
          const ours = credentials && credentials.email.toLowerCase() === email.toLowerCase() ? credentials : null;
          // The password just typed goes along: it is the one the account keeps, whichever sign-up of this
          // e-mail (maybe someone else's) the code in the mailbox was sent for.
          const variables = { email, code, password: ours?.password ?? null };
          unwrap(answered((await confirmSignUp({ variables })).data).confirmSignUp);
          if (ours) {
            // Spec: after confirming, the app signs in with the credentials just entered.
            try {
              follow(await session.signIn(ours.email, ours.password), ours);
            } catch (error) {
              // The account is confirmed either way: continue from 'Iniciar Sesión'.
              setCredentials(null);
              go('sign-in', { email, error: errorMessage(error, FALLBACK['sign-in']) });
            }
          } else {
            go('sign-in', { email, notice: 'Tu cuenta fue confirmada. Ya puedes iniciar sesión.' });
          }
        })
      }
      onResendCode={({ email }) =>
        void run(FALLBACK.resend, async () => {
          unwrap(answered((await resendCode({ variables: { email } })).data).resendConfirmationCode);
          setFlow((current) => ({ ...current, notice: `Te enviamos un nuevo código a ${email}.` }));
        })
      }
      onNewPassword={({ newPassword }) =>
        void run(FALLBACK['new-password'], async () => {
          if (!challenge) {
            go('sign-in', { error: 'La sesión para cambiar la contraseña venció. Inicia sesión de nuevo.' });
            return;
          }
          try {
            follow(await session.completeNewPassword(challenge, newPassword), {
              email: flow.email,
              password: newPassword,
            });
          } catch (error) {
            if (graphQLErrorCode(error) !== 'CHALLENGE_EXPIRED') throw error;
            // The 3-minute challenge is gone: start over from 'Iniciar Sesión' with the server's message.
            setChallenge(null);
            go('sign-in', { error: errorMessage(error, FALLBACK['new-password']) });
          }
        })
      }
      onForgot={({ email }) =>
        void run(FALLBACK.forgot, async () => {
          unwrap(answered((await requestReset({ variables: { email } })).data).requestPasswordReset);
          go('reset', {
            email,
            notice: `Si existe una cuenta con ${email}, te enviamos un código para restablecer tu contraseña.`,
          });
        })
      }
      onReset={({ email, code, newPassword }) =>
        void run(FALLBACK.reset, async () => {
          unwrap(answered((await resetPassword({ variables: { email, code, newPassword } })).data).resetPassword);
          go('sign-in', {
            email,
            notice: 'Tu contraseña fue actualizada. Inicia sesión con tu nueva contraseña.',
          });
        })
      }
    />
  );
}
