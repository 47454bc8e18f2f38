import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Pagination,
  ProductGrid,
  ProductImage,
  useToast,
} from '@esencia/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { answered } from '../auth/graphqlErrors';
import { priceDropText } from '@esencia/domain/favorites/favorites';
import { SignInHint } from '../auth/SignInHint';
import { useSession } from '../auth/SessionProvider';
import { CatalogueProductCard } from '../catalog/CatalogueProductCard';
import { FAVORITE_LABELS } from './FavoriteButton';
import { MyFavoriteProductIdsDocument, RemoveFavoriteDocument } from './favorites.generated';
import { MyFavoritesDocument, type MyFavoritesQuery } from './myFavorites.generated';
import styles from './FavoritesPage.module.css';

export const FAVORITES_PAGE_MESSAGES = {
  title: 'Mis favoritos',
  loading: 'Cargando favoritos...',
  loadError: 'Hubo un error al cargar tus favoritos',
  empty: 'Aún no tienes favoritos',
  emptyHint: 'Toca el corazón de un producto para guardarlo aquí y encontrarlo después con su precio del día.',
  browse: 'Ver productos',
  guestHint: 'Inicia sesión para ver tus favoritos.',
  unavailable: 'Ya no está disponible',
  remove: 'Quitar',
} as const;

type FavoriteItem = MyFavoritesQuery['myFavoritePage']['items'][number];

/**
 * /favoritos ('Mis favoritos'): the signed-in shopper's hearted products, last first, a page at a time, each as
 * its card shows it today (price with the promotion, 'Agotado' with its 'Avísame cuando vuelva', 'Añadir al
 * carrito'), and 'Quitar'. One no longer on sale stays, without a price, marked as no longer available. Guests are
 * asked to sign in, here.
 */
export function FavoritesPage() {
  useDocumentTitle(FAVORITES_PAGE_MESSAGES.title);
  const { me, loading } = useSession();
  return (
    <>
      <PageHeader title={FAVORITES_PAGE_MESSAGES.title} />
      {loading ? (
        <LoadingState text={FAVORITES_PAGE_MESSAGES.loading} />
      ) : me ? (
        <AccountFavorites key={me.id} />
      ) : (
        <SignInHint text={FAVORITES_PAGE_MESSAGES.guestHint} />
      )}
    </>
  );
}

function AccountFavorites() {
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading, refetch } = useQuery(MyFavoritesDocument, {
    variables: page > 1 ? { page } : {},
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;

  if (error && !shown) {
    return (
      <ErrorState
        message={FAVORITES_PAGE_MESSAGES.loadError}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={loading}
      />
    );
  }
  if (!shown) return <LoadingState text={FAVORITES_PAGE_MESSAGES.loading} />;
  const { items, totalPages } = shown.myFavoritePage;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        title={FAVORITES_PAGE_MESSAGES.empty}
        description={FAVORITES_PAGE_MESSAGES.emptyHint}
        action={
          <Button asChild>
            <Link to="/web-products">{FAVORITES_PAGE_MESSAGES.browse}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ProductGrid label={FAVORITES_PAGE_MESSAGES.title} aria-busy={loading || undefined}>
        {items.map((item) => (
          <FavoriteCard key={item.productId} item={item} />
        ))}
      </ProductGrid>
      {totalPages > 1 && (
        <Pagination
          page={shown.myFavoritePage.page}
          totalPages={totalPages}
          onPageChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}

function FavoriteCard({ item }: { item: FavoriteItem }) {
  return (
    <div className={styles.favorite}>
      {item.product ? (
        <CatalogueProductCard product={item.product} headingLevel={2} heart={false} />
      ) : (
        <article className={styles.unavailable} aria-labelledby={`favorito-${item.productId}`}>
          <ProductImage src={item.imageUrl} alt={item.name} fit="contain" />
          {item.brandName && <p className={styles.brand}>{item.brandName}</p>}
          <h2 id={`favorito-${item.productId}`} className={styles.name}>
            {item.name}
          </h2>
          <p className={styles.note}>{FAVORITES_PAGE_MESSAGES.unavailable}</p>
        </article>
      )}
      {item.priceDrop && <p className={styles.drop}>{priceDropText(item.priceDrop.formatted)}</p>}
      <RemoveButton productId={item.productId} name={item.name} />
    </div>
  );
}

function RemoveButton({ productId, name }: { productId: string; name: string }) {
  const { toast } = useToast();
  const [remove, { loading }] = useMutation(RemoveFavoriteDocument, {
    variables: { productId },
    refetchQueries: [MyFavoritesDocument, MyFavoriteProductIdsDocument],
    awaitRefetchQueries: true,
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      fullWidth
      aria-label={`${FAVORITES_PAGE_MESSAGES.remove}: ${name}`}
      loading={loading}
      onClick={() =>
        void remove()
          .then(({ data }) => answered(data))
          .catch((reason: unknown) => {
            console.error('No se pudo quitar el favorito', reason);
            toast({ title: FAVORITE_LABELS.failed, tone: 'error' });
          })
      }
    >
      {FAVORITES_PAGE_MESSAGES.remove}
    </Button>
  );
}
