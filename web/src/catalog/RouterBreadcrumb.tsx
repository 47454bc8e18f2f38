import { Breadcrumb } from '@esencia/ui-kit';
import { renderRouterLink } from '../app/routerLink';
import type { TrailStep } from './breadcrumbTrail';

/** The kit's Breadcrumb with router links; the last step is the current page. */
export function RouterBreadcrumb({ steps }: { steps: readonly TrailStep[] }) {
  return <Breadcrumb items={steps} renderLink={renderRouterLink} />;
}
