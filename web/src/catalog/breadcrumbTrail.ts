/** One step of a breadcrumb; the last step (the current page) has no href. */
export interface TrailStep {
  label: string;
  href?: string;
}

export const HOME_STEP: TrailStep = { label: 'Inicio', href: '/' };
export const PRODUCTS_STEP: TrailStep = { label: 'Productos', href: '/web-products' };
export const PROMOTIONS_STEP: TrailStep = { label: 'Promociones', href: '/promotions' };

/** Router state given to product links so the detail page's breadcrumb follows the referrer. */
export interface ProductLinkState {
  trail: TrailStep[];
}

function isTrailStep(value: unknown): value is TrailStep {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Record<string, unknown>;
  return typeof step['label'] === 'string' && (step['href'] === undefined || typeof step['href'] === 'string');
}

/** The referrer's trail from router state, or null when the state is missing or not ours. */
export function readTrailFromState(state: unknown): TrailStep[] | null {
  if (typeof state !== 'object' || state === null) return null;
  const trail = (state as Record<string, unknown>)['trail'];
  return Array.isArray(trail) && trail.every(isTrailStep) ? trail : null;
}
