import { Link } from 'react-router';
import styles from './RestockNoticeOffer.module.css';

/** Under a sold-out product's card: to its page's 'Avísame cuando vuelva'. */
export function RestockNoticeLink({ productId, productName }: { productId: string; productName: string }) {
  return (
    <Link
      className={styles.link}
      to={`/product/${encodeURIComponent(productId)}#avisame`}
      aria-label={`Avísame cuando vuelva: ${productName}`}
    >
      Avísame cuando vuelva
    </Link>
  );
}
