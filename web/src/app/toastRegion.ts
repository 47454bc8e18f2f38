// The kit's Radix Toast renderer, alone in a module so that DeferredToastProvider can fetch it on first use.
export { ToastRegion } from '@esencia/ui-kit';
