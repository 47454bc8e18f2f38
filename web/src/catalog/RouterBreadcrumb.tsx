import { Breadcrumb, type RenderLink } from '@esencia/ui-kit';
import { Link } from 'react-router';
import type { TrailStep } from './breadcrumbTrail';

const renderRouterLink: RenderLink = ({ href, children, ...linkProps }) => (
  <Link to={href} {...linkProps}>
    {children}
  </Link>
);

/** The kit's Breadcrumb with router links; the last step is the current page. */
export function RouterBreadcrumb({ steps }: { steps: readonly TrailStep[] }) {
  return <Breadcrumb items={steps} renderLink={renderRouterLink} />;
}
