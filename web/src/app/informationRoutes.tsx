import type { RouteObject } from 'react-router';
import { pageFallback } from './PageLoading';

/*
 * The information pages are separate chunks, fetched when one of their addresses is opened: this module
 * (part of the first load) holds only their paths and `lazy` imports.
 */
const fallback = pageFallback;

/** /faq, /contacto, /nosotros, /pago-info and /envio-info (the footer's links). */
export const informationRoutes: RouteObject[] = [
  {
    path: 'faq',
    lazy: async () => ({ Component: (await import('../pages/faq/FaqPage')).FaqPage }),
    hydrateFallbackElement: fallback,
  },
  {
    path: 'contacto',
    lazy: async () => ({ Component: (await import('../pages/contact/ContactPage')).ContactPage }),
    hydrateFallbackElement: fallback,
  },
  {
    path: 'nosotros',
    lazy: async () => ({ Component: (await import('../pages/about/AboutPage')).AboutPage }),
    hydrateFallbackElement: fallback,
  },
  {
    path: 'pago-info',
    lazy: async () => ({ Component: (await import('../pages/payment-info/PaymentInfoPage')).PaymentInfoPage }),
    hydrateFallbackElement: fallback,
  },
  {
    path: 'envio-info',
    lazy: async () => ({ Component: (await import('../pages/shipping-info/ShippingInfoPage')).ShippingInfoPage }),
    hydrateFallbackElement: fallback,
  },
];
