/**
 * The admin area's sections, in sidebar order (spec, admin document section 2): the six built ones,
 * the three shown disabled as 'Próximamente', and 'Configuración'. Only the admin chunks import this.
 */
export interface AdminSection {
  /** Path segment under /admin ('' is the dashboard at /admin itself). */
  segment: string;
  /** Sidebar text, breadcrumb and page title. */
  label: string;
  /** Listed disabled with 'Próximamente' (spec: customers, reports, users). */
  comingSoon?: boolean;
  /** What the screen will do; shown while it is under construction. */
  purpose?: string;
}

export const COMING_SOON_LABEL = 'Próximamente';

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { segment: '', label: 'Dashboard', purpose: 'Aquí verás el resumen de la tienda.' },
  {
    segment: 'products',
    label: 'Productos',
    purpose: 'Aquí podrás crear y editar productos, su stock, sus promociones y el carrusel.',
  },
  { segment: 'stories', label: 'Historias', purpose: 'Aquí podrás publicar y gestionar las historias.' },
  { segment: 'orders', label: 'Pedidos', purpose: 'Aquí podrás revisar, crear y actualizar los pedidos.' },
  { segment: 'brands', label: 'Marcas', purpose: 'Aquí podrás crear y editar las marcas.' },
  { segment: 'categories', label: 'Categorías', purpose: 'Aquí podrás crear y editar las categorías.' },
  { segment: 'customers', label: 'Clientes', comingSoon: true },
  { segment: 'reports', label: 'Reportes', comingSoon: true },
  { segment: 'users', label: 'Usuarios', comingSoon: true },
  { segment: 'settings', label: 'Configuración', purpose: 'Aquí podrás ajustar la configuración de la tienda.' },
];

/** The address of a section: /admin or /admin/{segment}. */
export function adminPath(section: AdminSection): string {
  return section.segment ? `/admin/${section.segment}` : '/admin';
}

/**
 * The section shown at `pathname` (/admin → Dashboard, /admin/products/… → Productos). Anything else
 * is story management, as the spec titles every admin route it does not name.
 */
export function sectionAt(pathname: string): AdminSection {
  const segment = /^\/admin(?:\/([^/]+))?/.exec(pathname)?.[1] ?? '';
  return (
    ADMIN_SECTIONS.find((section) => section.segment === segment) ??
    (ADMIN_SECTIONS.find((section) => section.segment === 'stories') as AdminSection)
  );
}
