import { EmptyState } from '@esencia/ui-kit';
import { useLocation } from 'react-router';
import { sectionAt } from '../adminSections';

/**
 * The honest placeholder of a section whose screen is not built yet (products, stories, orders,
 * brands, categories, settings, the dashboard): the layout already shows its title.
 */
export function UnderConstructionPage() {
  const section = sectionAt(useLocation().pathname);
  return <EmptyState title="Esta sección está en construcción" description={section.purpose} />;
}
