import { NavLink } from 'react-router';
import { useHasOrders } from '../orders/useHasOrders';
import { CatalogueMenu } from './CatalogueMenu';
import styles from './MainNavigation.module.css';

/**
 * Catalogue menu plus the Productos, Promociones and 'Mis pedidos' links (the shell wraps them in a
 * <nav>). 'Mis pedidos' is highlighted when the shopper has orders (`data-has-orders`).
 */
export function MainNavigation() {
  const hasOrders = useHasOrders();
  return (
    <div className={styles.nav}>
      <CatalogueMenu />
      <NavLink to="/web-products" end className={styles.link}>
        Productos
      </NavLink>
      <NavLink to="/promotions" className={styles.link}>
        Promociones
      </NavLink>
      {/* Up to 1199 px it is in the ☰ menu instead, so the links keep to one row. */}
      <NavLink to="/my-orders" className={`${styles.link} ${styles.wideOnly}`} data-has-orders={hasOrders || undefined}>
        Mis pedidos
      </NavLink>
    </div>
  );
}
