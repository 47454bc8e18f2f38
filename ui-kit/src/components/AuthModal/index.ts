export {
  AUTH_VIEW_TEXT,
  AuthModal,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_HINT,
  type AuthCredentials,
  type AuthModalProps,
  type AuthView,
} from './AuthModal';
