import type { RenderLink } from '@esencia/ui-kit';
import { Link } from 'react-router';

/** `renderLink` for the kit's components: a react-router Link (client-side navigation). */
export const renderRouterLink: RenderLink = ({ href, children, ...linkProps }) => (
  <Link to={href} {...linkProps}>
    {children}
  </Link>
);
