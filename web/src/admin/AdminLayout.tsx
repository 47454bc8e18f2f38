import { Breadcrumb, PageHeader } from '@esencia/ui-kit';
import { AdminShell, type AdminNavItem } from '@esencia/ui-kit/src/admin';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { renderRouterLink } from '../app/routerLink';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ADMIN_SECTIONS, adminPath, COMING_SOON_LABEL, sectionAt } from './adminSections';

/**
 * Leaving the admin area: what the storefront kept from before may be stale (a product, story or setting the
 * admin just changed, created or deleted), so every read but the session is forgotten and asked again when shown
 * (the ones on screen at once).
 */
export function forgetStorefrontReads(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (fieldName === 'me' ? value : DELETE),
  });
  cache.gc();
}

/**
 * The frame of every /admin route (admins only, checked by the route above it): the sidebar (a menu
 * on phones), breadcrumbs 'Admin › {section}', the section's title (an <h1>, which the app's RouteFocus
 * focuses on every navigation) and the section screen.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const section = sectionAt(pathname);
  const client = useApolloClient();
  useEffect(() => () => forgetStorefrontReads(client.cache), [client]);
  useDocumentTitle(`${section.label} · Admin`);

  const items: AdminNavItem[] = ADMIN_SECTIONS.map((candidate) => ({
    href: adminPath(candidate),
    label: candidate.label,
    current: candidate === section,
    ...(candidate.comingSoon ? { disabled: true, badge: COMING_SOON_LABEL } : {}),
  }));

  return (
    <AdminShell items={items} renderLink={renderRouterLink}>
      <PageHeader
        title={section.label}
        breadcrumb={
          <Breadcrumb
            items={[{ label: 'Admin', href: '/admin' }, { label: section.label }]}
            renderLink={renderRouterLink}
          />
        }
      />
      <Outlet />
    </AdminShell>
  );
}
