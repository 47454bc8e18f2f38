import { Button } from '@esencia/ui-kit';
import { Link } from 'react-router';
import styles from './PromotionsBanner.module.css';

/** Promotional banner leading to the promotions page. */
export function PromotionsBanner() {
  return (
    <section className={styles.banner} aria-labelledby="promotions-banner-title">
      <div>
        <h2 id="promotions-banner-title" className={styles.title}>
          Promociones de la semana
        </h2>
        <p className={styles.text}>Descuentos en fragancias seleccionadas, por tiempo limitado.</p>
      </div>
      <Button asChild variant="secondary">
        <Link to="/promotions">Ver promociones</Link>
      </Button>
    </section>
  );
}
