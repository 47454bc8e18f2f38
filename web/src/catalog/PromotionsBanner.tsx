import { PromoBanner } from '@esencia/ui-kit';
import { renderRouterLink } from '../app/routerLink';

/** Promotional banner leading to the promotions page. */
export function PromotionsBanner() {
  return (
    <PromoBanner
      title="Promociones de la semana"
      text="Descuentos en fragancias seleccionadas, por tiempo limitado."
      actionLabel="Ver promociones"
      actionHref="/promotions"
      renderLink={renderRouterLink}
    />
  );
}
