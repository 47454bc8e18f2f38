import { Link } from 'react-router';
import styles from './RestockNoticeOffer.module.css';

/** What a shopper reads after 'Lo quiero' on a story of a sold-out product: the server asked for the notice too. */
export const RESTOCK_BY_STORY_MESSAGE = 'Te avisaremos por correo cuando vuelva a estar disponible.';

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
