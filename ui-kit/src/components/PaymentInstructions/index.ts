export {
  PaymentInstructions,
  type BankAccount,
  type PaymentInstructionsProps,
  type SocialLink,
  type WalletAccount,
} from './PaymentInstructions';
