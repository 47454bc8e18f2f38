import { Button, HeartIcon, useToast, type ButtonProps } from '@esencia/ui-kit';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useHydrated } from '../app/useHydrated';
import { answered } from '../auth/graphqlErrors';
import { LazyLoginModal } from '../auth/LazyLoginModal';
import { useSession } from '../auth/SessionProvider';
import { AddFavoriteDocument, MyFavoriteProductIdsDocument, RemoveFavoriteDocument } from './favorites.generated';
import styles from './FavoriteButton.module.css';

export const FAVORITE_LABELS = {
  add: 'Agregar a favoritos',
  remove: 'Quitar de favoritos',
  failed: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
} as const;

export interface FavoriteButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  productId: string;
  /** Named after the label on an icon-only heart ('Agregar a favoritos: Sauvage'), one among many cards. */
  productName?: string;
  /** Show the label beside the heart (the product page); else the heart alone, the label for screen readers. */
  withText?: boolean;
}

/**
 * The heart: adds the product to the signed-in shopper's 'Mis favoritos' or takes it out (aria-pressed says which).
 * Drawn once the page is hydrated: the catalogue's pages are rendered and kept for everybody (ADR 0008), and
 * whether a product is a favourite is the shopper's own, read by its own query after the page is shown, and only
 * for a signed-in shopper (a guest asks nothing). A guest's click opens the sign-in; once signed in, the product
 * is added, on the same page.
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const hydrated = useHydrated();
  if (hydrated) return <FavoriteToggle {...props} />;
  // The product page's heart is in the column's flow: it keeps its place from the first HTML (the same for
  // everybody, not pressed), so nothing below it moves when the page comes alive. A card's lies over its picture.
  return props.withText ? <HeartButton {...props} favorite={false} /> : null;
}

function HeartButton({
  productName,
  withText = false,
  size,
  className,
  favorite,
  busy = false,
  onClick,
}: FavoriteButtonProps & { favorite: boolean; busy?: boolean; onClick?: () => void }) {
  const label = favorite ? FAVORITE_LABELS.remove : FAVORITE_LABELS.add;
  const name = productName ? `${label}: ${productName}` : label;
  return (
    <Button
      variant="ghost"
      size={withText ? size : 'icon'}
      className={className}
      aria-pressed={favorite}
      aria-label={withText ? undefined : name}
      title={withText ? undefined : label}
      loading={busy}
      loadingLabel={withText ? label : undefined}
      onClick={onClick}
    >
      <HeartIcon className={styles.heart} filled={favorite} />
      {withText && <span>{label}</span>}
    </Button>
  );
}

function FavoriteToggle(props: FavoriteButtonProps) {
  const { productId } = props;
  const { me } = useSession();
  const { toast } = useToast();
  const { data } = useQuery(MyFavoriteProductIdsDocument, { skip: !me });
  const favorite = data?.myFavoriteProductIds.includes(productId) ?? false;
  const [loginOpen, setLoginOpen] = useState(false);
  // A guest pressed the heart: the product is added as soon as they sign in.
  const [addAfterSignIn, setAddAfterSignIn] = useState(false);
  const refresh = {
    refetchQueries: [MyFavoriteProductIdsDocument],
    awaitRefetchQueries: true,
    // 'Mis favoritos' is read again next time it opens.
    update: (cache: { evict: (options: { fieldName: string }) => boolean }) =>
      void cache.evict({ fieldName: 'myFavoritePage' }),
  };
  const [addFavorite, added] = useMutation(AddFavoriteDocument, refresh);
  const [removeFavorite, removed] = useMutation(RemoveFavoriteDocument, refresh);
  const busy = added.loading || removed.loading;

  const toggle = async (add: boolean) => {
    try {
      if (!add) {
        answered((await removeFavorite({ variables: { productId } })).data);
        return;
      }
      const answer = answered((await addFavorite({ variables: { productId } })).data).addFavorite;
      if (answer.__typename !== 'FavoriteAdded') toast({ title: answer.message, tone: 'error' });
    } catch (reason) {
      console.error('No se pudo actualizar favoritos', reason);
      toast({ title: FAVORITE_LABELS.failed, tone: 'error' });
    }
  };

  useEffect(() => {
    if (!me || !addAfterSignIn) return;
    setAddAfterSignIn(false);
    void toggle(true);
    // Once, when the guest who pressed the heart has signed in (toggle reads nothing that changed since).
  }, [me, addAfterSignIn]);

  const button = (
    <HeartButton {...props} favorite={favorite} busy={busy} onClick={me ? () => void toggle(!favorite) : undefined} />
  );
  if (me) return button;
  // The modal opens on the trigger's press (its own click handler, not the button's): the wish is noted there.
  const openLogin = (open: boolean) => {
    if (open) setAddAfterSignIn(true);
    setLoginOpen(open);
  };
  return <LazyLoginModal open={loginOpen} onOpenChange={openLogin} trigger={button} />;
}
