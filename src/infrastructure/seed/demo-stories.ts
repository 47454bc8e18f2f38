import type { EntityManager } from 'typeorm';
import type { FileStorage } from '../../application/ports/file-storage';
import { STORY_LIFETIME_MS } from '../../domain/story/story-lifecycle';
import { loadSharp } from '../media/load-sharp';
import { bottleSvg, storySvg } from './demo-images';

/** The product a demo story links to: its id and what its picture is drawn from. */
export interface DemoStoryProduct {
  readonly id: string;
  readonly name: string;
  readonly brandName: string;
  readonly colors: readonly [string, string];
}

interface DemoStory {
  readonly slug: string;
  readonly kicker: string;
  readonly title: string;
  readonly description: string;
  readonly colors: readonly [string, string];
  readonly duration: number;
  readonly externalLink?: string;
  /** Linked to the demo product (and drawn with its bottle). */
  readonly withProduct?: boolean;
}

/** Newest first: position 0 is the first story the viewer shows. */
const DEMO_STORIES = (product: DemoStoryProduct): readonly DemoStory[] => [
  {
    slug: 'novedad',
    kicker: 'Novedad',
    title: product.name,
    description: `${product.name} de ${product.brandName} ya está en la tienda. Agrégalo a tu carrito desde aquí.`,
    colors: product.colors,
    duration: 10,
    withProduct: true,
  },
  {
    slug: 'guia-de-regalo',
    kicker: 'Guía',
    title: 'Cómo elegir un perfume para regalar',
    description: 'Notas, familias olfativas y concentraciones: una guía corta para acertar con el regalo.',
    colors: ['#3a2e5c', '#c9a227'],
    duration: 8,
    externalLink: 'https://es.wikipedia.org/wiki/Perfume',
  },
  {
    slug: 'originales',
    kicker: 'Esencia',
    title: 'Perfumes 100 % originales',
    description: 'Todos nuestros perfumes son originales y llegan sellados. Envíos a todo el Perú.',
    colors: ['#1f4d46', '#8fc1b5'],
    duration: 12,
  },
];

/**
 * Three active stories for a new store (so the home page's 'Historias' button
 * shows on a fresh `npm start`): one linked to a demo product, one with an
 * external link, one plain. Their pictures are drawn locally and stored as
 * JPEG under the upload route's keys (stories/{timestamp}-image-{name}.jpg).
 */
export async function seedDemoStories(
  tx: EntityManager,
  storage: FileStorage,
  now: Date,
  product: DemoStoryProduct,
): Promise<number> {
  const stories = DEMO_STORIES(product);
  const sharp = await loadSharp();
  for (const [position, story] of stories.entries()) {
    const bottle = story.withProduct ? bottleSvg(product.name, product.brandName, product.colors, 0) : null;
    const picture = await sharp(Buffer.from(storySvg(story, bottle)))
      .jpeg({ quality: 82 })
      .toBuffer();
    const imageKey = `stories/${now.getTime()}-image-${story.slug}.jpg`;
    await storage.put(imageKey, picture, 'image/jpeg');
    // A minute apart, newest at position 0, each expiring 24 h after it was created.
    const createdAt = new Date(now.getTime() - position * 60_000);
    await tx.query(
      `INSERT INTO stories (title, description, image_key, external_link, product_id, duration, active, position,
         expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9, $9)`,
      [
        story.title,
        story.description,
        imageKey,
        story.externalLink ?? null,
        story.withProduct ? product.id : null,
        story.duration,
        position,
        new Date(createdAt.getTime() + STORY_LIFETIME_MS),
        createdAt,
      ],
    );
  }
  return stories.length;
}
