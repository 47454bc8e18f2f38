export {
  ToastProvider,
  useToast,
  type ToastContextValue,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './Toast';
