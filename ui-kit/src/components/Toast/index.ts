export { ToastProvider, type ToastProviderProps } from './Toast';
export {
  ToastQueueProvider,
  useToast,
  type ToastContextValue,
  type ToastEntry,
  type ToastOptions,
  type ToastQueueProviderProps,
  type ToastTone,
} from './ToastQueue';
export { ToastRegion, type ToastRegionProps } from './ToastRegion';
