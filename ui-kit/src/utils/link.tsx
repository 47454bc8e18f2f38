import type { ReactNode } from 'react';

/** Props handed to a `renderLink` function. Map `href` to your router's prop (e.g. react-router's `to`). */
export interface LinkRenderProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-current'?: 'page';
}

export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** Default link renderer: a plain `<a href>`. */
export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
