import type { GetBrands } from '../../application/catalog/GetBrands';
import type { GetCategories } from '../../application/catalog/GetCategories';
import type { GetProduct } from '../../application/catalog/GetProduct';
import type { Clock } from '../../application/ports/clock';
import type { GetVisibleStory } from '../../application/stories/GetVisibleStory';
import type { FileStorage } from '../../application/ports/file-storage';
import type { Brand } from '../../domain/catalog/brand';
import { lightMarkdownPreview, plainText } from '../../domain/catalog/light-markdown';
import { priceOn, type Product } from '../../domain/catalog/product';
import { stockLabel } from '../../domain/catalog/stock-level';
import {
  hasImageVariants,
  imageSrcSet,
  imageVariantUrl,
  LINK_PREVIEW_IMAGE,
  PRODUCT_GALLERY_SIZES,
} from '../../domain/media/responsive-image';
import { isOrderId } from '../../domain/order/order-id';
import { shortOrderId } from '../../domain/order/short-id';
import { limaDate } from '../../domain/shared/lima-date';
import { SITE_NAME, type PageHead } from './page-head';
import type { StorefrontRoute } from './storefront-routes';

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_LIMIT = 155;

/** The store's own picture for link previews of pages without one (web/public). */
export const DEFAULT_SHARE_IMAGE = '/og-image.png';

export const NOT_FOUND_TITLE = `Página no encontrada — ${SITE_NAME}`;

export interface StorefrontPageSources {
  readonly getProduct: Pick<GetProduct, 'execute'>;
  readonly getBrands: Pick<GetBrands, 'execute'>;
  readonly getCategories: Pick<GetCategories, 'execute'>;
  readonly clock: Clock;
  readonly storage: Pick<FileStorage, 'publicUrl'>;
  /** The shared story of `/?story={id}` (visible only: active and not expired). */
  readonly getVisibleStory: Pick<GetVisibleStory, 'execute'>;
}

/** A page meant to be shared: it always has its link-preview tags. */
type SharedPageHead = PageHead & { readonly social: NonNullable<PageHead['social']> };

export interface DescribedPage {
  readonly status: 200 | 404;
  readonly head: PageHead;
}

/**
 * The status and head of a storefront URL, from the same use cases the GraphQL API uses: a product page
 * reads the product and its brand (3 statements), a brand or category page one, the other pages none.
 * Missing or inactive products, brands and categories are 404s, and so are products not on sale.
 */
export function describeStorefrontPages(sources: StorefrontPageSources, defaults: PageHead) {
  const page = (title: string | null, description: string | null, url: string, base: string): SharedPageHead => {
    const fullTitle = title ? `${title} — ${SITE_NAME}` : defaults.title;
    return {
      title: fullTitle,
      description: description ?? defaults.description,
      canonicalUrl: url,
      social: { type: 'website', title: title ?? fullTitle, image: `${base}${DEFAULT_SHARE_IMAGE}` },
    };
  };
  const notFound: DescribedPage = {
    status: 404,
    head: { title: NOT_FOUND_TITLE, description: defaults.description, noindex: true },
  };
  // Link previews always go through the store's own /files route, which renders variants from any storage
  // (a CDN set with S3_PUBLIC_URL serves originals only, and an SVG original shows in no preview).
  const shareImage = (base: string, key: string) =>
    imageVariantUrl(`${base}/files/${key.split('/').map(encodeURIComponent).join('/')}`, LINK_PREVIEW_IMAGE);

  async function product(id: string, base: string): Promise<DescribedPage> {
    // As a shopper reads it: null unless it is on sale (then its brand is there and active).
    const found = await sources.getProduct.execute(id, null);
    return found?.brand ? { status: 200, head: productHead(found, found.brand, base) } : notFound;
  }

  function productHead(product: Product, brand: Brand, base: string): PageHead {
    const today = limaDate(sources.clock.now());
    const price = priceOn(product, today);
    const stock = stockLabel(product.stock);
    const url = `${base}/product/${encodeURIComponent(product.id)}`;
    const facts = [
      price.discountApplied ? `${price.price.format()} (antes ${price.originalPrice.format()})` : price.price.format(),
      ...(stock.level === 'out' ? [stock.text] : []),
    ].join(' · ');
    const images = product.imageKeys.map((key) => shareImage(base, key));
    const mainImage = product.imageKeys[0] ? sources.storage.publicUrl(product.imageKeys[0]) : null;
    return {
      ...page(product.name, withExcerpt(facts, product.description), url, base),
      social: {
        type: 'product',
        title: product.name,
        image: images[0] ?? `${base}${DEFAULT_SHARE_IMAGE}`,
        price: { amount: price.price.toDecimalString(), currency: 'PEN' },
      },
      ...(mainImage
        ? {
            preloadImage: hasImageVariants(mainImage)
              ? { href: mainImage, srcset: imageSrcSet(mainImage), sizes: PRODUCT_GALLERY_SIZES }
              : { href: mainImage },
          }
        : {}),
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.id,
        url,
        ...(images.length > 0 ? { image: images } : {}),
        description: plainText(lightMarkdownPreview(product.description, 5000)),
        brand: { '@type': 'Brand', name: brand.name },
        offers: {
          '@type': 'Offer',
          url,
          price: price.price.toDecimalString(),
          priceCurrency: 'PEN',
          ...(price.discountApplied && product.promotion.endDate ? { priceValidUntil: product.promotion.endDate } : {}),
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
    };
  }

  async function brand(id: string, base: string): Promise<DescribedPage> {
    const [found] = await sources.getBrands.execute([id], null);
    if (!found) return notFound;
    const own = found.description.trim() !== '' && found.description.trim() !== found.name.trim();
    const description = own
      ? withExcerpt('', found.description)
      : `Perfumes ${found.name} originales en ${SITE_NAME}, con envío a todo el Perú.`;
    const head = page(found.name, description, `${base}/brand/${encodeURIComponent(found.id)}`, base);
    return {
      status: 200,
      head: found.logoKey ? { ...head, social: { ...head.social, image: shareImage(base, found.logoKey) } } : head,
    };
  }

  async function category(id: string, base: string): Promise<DescribedPage> {
    const [found] = await sources.getCategories.execute([id], null);
    if (!found) return notFound;
    const description = found.description.trim()
      ? withExcerpt('', found.description)
      : `${found.name}: perfumes originales en ${SITE_NAME}, con envío a todo el Perú.`;
    return {
      status: 200,
      head: page(found.name, description, `${base}/category/${encodeURIComponent(found.id)}`, base),
    };
  }

  /**
   * `/?story={id}` shared over WhatsApp previews as the story: its title, its description and its picture
   * (through /files, like products). Stories last 24 hours, so the page stays out of search results. A story
   * that is unknown, switched off or expired gives the start page's own head (the app says it is gone).
   */
  async function home(storyId: string | undefined, base: string): Promise<DescribedPage> {
    const homePage: DescribedPage = { status: 200, head: page(null, null, `${base}/`, base) };
    if (!storyId) return homePage;
    const found = await sources.getVisibleStory.execute(storyId, null);
    if (!found) return homePage;
    const { story } = found;
    const head = page(
      story.title,
      withExcerpt('', story.description),
      `${base}/?story=${encodeURIComponent(story.id)}`,
      base,
    );
    return {
      status: 200,
      head: { ...head, noindex: true, social: { ...head.social, image: shareImage(base, story.imageUrl) } },
    };
  }

  /**
   * An order link shared over WhatsApp previews as 'Pedido #xxxxxx — Esencia' and nothing else: no name,
   * amount or product, since anyone who sees the preview may not hold the order. The database is not asked
   * (the page is the same for every well-formed id); a malformed id is no order, hence a 404.
   */
  function order(id: string, base: string): DescribedPage {
    if (!isOrderId(id)) return notFound;
    const title = `Pedido #${shortOrderId(id)}`;
    const head = page(title, `${title} — ${SITE_NAME}`, `${base}/order/${encodeURIComponent(id)}`, base);
    return { status: 200, head: { ...head, social: { ...head.social, title: head.title }, noindex: true } };
  }

  return async function describe(route: StorefrontRoute, base: string): Promise<DescribedPage> {
    switch (route.kind) {
      case 'home':
        return home(route.storyId, base);
      case 'products':
        return {
          status: 200,
          head: page(
            'Productos',
            `Todos los perfumes originales de ${SITE_NAME}, con precios en soles y envío a todo el Perú.`,
            `${base}/web-products`,
            base,
          ),
        };
      case 'promotions':
        return {
          status: 200,
          head: page(
            'Promociones',
            `Perfumes en promoción en ${SITE_NAME}: los descuentos de hoy y las próximas ofertas.`,
            `${base}/promotions`,
            base,
          ),
        };
      case 'search':
        // Results change with the catalogue and the query: not for search engines.
        return {
          status: 200,
          head: {
            ...page('Buscar', `Busca perfumes originales en ${SITE_NAME} por nombre o marca.`, `${base}/buscar`, base),
            noindex: true,
          },
        };
      case 'product':
        return product(route.id, base);
      case 'brand':
        return brand(route.id, base);
      case 'category':
        return category(route.id, base);
      case 'info':
        return { status: 200, head: page(null, null, `${base}${route.path}`, base) };
      case 'order':
        return order(route.id, base);
      case 'private':
        return {
          status: 200,
          head: { ...defaults, ...(route.title ? { title: `${route.title} — ${SITE_NAME}` } : {}), noindex: true },
        };
      case 'unknown':
        return notFound;
    }
  };
}

/** `facts · description` in plain text, the description cut so the whole fits the meta description limit. */
function withExcerpt(facts: string, lightMarkdown: string): string {
  const separator = facts ? ' · ' : '';
  const room = META_DESCRIPTION_LIMIT - facts.length - separator.length;
  const excerpt = room > 0 ? plainText(lightMarkdownPreview(lightMarkdown, room)) : '';
  return excerpt ? `${facts}${separator}${excerpt}` : facts;
}
