import { Breadcrumb, PageHeader } from '@esencia/ui-kit';
import { AdminShell, type AdminNavItem } from '@esencia/ui-kit/src/admin';
import { Outlet, useLocation } from 'react-router';
import { renderRouterLink } from '../app/routerLink';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ADMIN_SECTIONS, adminPath, COMING_SOON_LABEL, sectionAt } from './adminSections';

/**
 * The frame of every /admin route (admins only, checked by the route above it): the sidebar (a menu
 * on phones), breadcrumbs 'Admin › {section}', the section's title (an <h1>, which the app's RouteFocus
 * focuses on every navigation) and the section screen.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const section = sectionAt(pathname);
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
