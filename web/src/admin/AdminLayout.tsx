import { Breadcrumb, PageHeader } from '@esencia/ui-kit';
import { AdminShell, type AdminNavItem } from '@esencia/ui-kit/src/admin';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { renderRouterLink } from '../app/routerLink';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ADMIN_SECTIONS, adminPath, COMING_SOON_LABEL, sectionAt } from './adminSections';

/**
 * The frame of every /admin route (admins only, checked by the route above it): the sidebar (a menu
 * on phones), breadcrumbs 'Admin › {section}', the section's title and the section screen. On every
 * navigation inside the admin area focus moves to the new section's title.
 */
export function AdminLayout() {
  const { pathname, key } = useLocation();
  const section = sectionAt(pathname);
  const headerRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(`${section.label} · Admin`);

  useEffect(() => {
    // The visit's first page keeps the browser's own focus; later navigations announce the section.
    if (key === 'default') return;
    const heading = headerRef.current?.querySelector('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
    // Only a change of section moves focus (not a query-string change on the same screen).
  }, [pathname]);

  const items: AdminNavItem[] = ADMIN_SECTIONS.map((candidate) => ({
    href: adminPath(candidate),
    label: candidate.label,
    current: candidate === section,
    ...(candidate.comingSoon ? { disabled: true, badge: COMING_SOON_LABEL } : {}),
  }));

  return (
    <AdminShell items={items} renderLink={renderRouterLink}>
      <div ref={headerRef}>
        <PageHeader
          title={section.label}
          breadcrumb={
            <Breadcrumb
              items={[{ label: 'Admin', href: '/admin' }, { label: section.label }]}
              renderLink={renderRouterLink}
            />
          }
        />
      </div>
      <Outlet />
    </AdminShell>
  );
}
