import { Suspense, type ReactNode } from 'react';
import { useHydrated, useLoadBeforeHydrated } from './useHydrated';

/**
 * A lazy part the browser alone draws (`children`), once the page is hydrated: its chunk (`load`, the import its
 * `lazy` makes) asked for before the hydrated switch, the part drawn at the switch in a Suspense boundary of its
 * own. Only this is drawn again then, not the page around it.
 */
export function OnceHydrated({
  load,
  children,
}: {
  readonly load: () => Promise<unknown>;
  readonly children: ReactNode;
}) {
  useLoadBeforeHydrated(load);
  const hydrated = useHydrated();
  return hydrated && <Suspense fallback={null}>{children}</Suspense>;
}
