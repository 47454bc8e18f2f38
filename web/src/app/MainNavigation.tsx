import { NavLink } from 'react-router';
import { CatalogueMenu } from './CatalogueMenu';
import styles from './MainNavigation.module.css';

/** Catalogue menu plus the Productos and Promociones links (the shell wraps them in a <nav>). */
export function MainNavigation() {
  return (
    <div className={styles.nav}>
      <CatalogueMenu />
      <NavLink to="/web-products" end className={styles.link}>
        Productos
      </NavLink>
      <NavLink to="/promotions" className={styles.link}>
        Promociones
      </NavLink>
    </div>
  );
}
