export {
  AUTH_VIEW_TEXT,
  AuthModal,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_HINT,
  type AuthCredentials,
  type AuthModalProps,
  type AuthView,
} from './AuthModal';
export { ConfirmSignUpForm, type ConfirmSignUpFormProps } from './ConfirmSignUpForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { SignInForm, type SignInFormProps } from './SignInForm';
export type { AuthFormStatusProps } from './AuthForm';
