import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import type { FileStorage } from '../../application/ports/file-storage';
import { addDays, limaDate } from '../../domain/shared/lima-date';
import {
  BrandSchema,
  CategorySchema,
  ProductCategorySchema,
  ProductSchema,
  type ProductRecord,
} from '../database/schemas/catalog-records';
import { StoreSettingsSchema } from '../database/schemas/store-records';
import { DEMO_BRANDS, DEMO_CATEGORIES } from './demo-catalogue';
import { bottleSvg, logoSvg } from './demo-images';
import { seedDemoStories, type DemoStoryProduct } from './demo-stories';

export interface SeedSummary {
  readonly brands: number;
  readonly categories: number;
  readonly products: number;
  readonly stories: number;
}

export async function isCatalogueEmpty(db: DataSource): Promise<boolean> {
  return (await db.getRepository(ProductSchema).count()) === 0 && (await db.getRepository(BrandSchema).count()) === 0;
}

type PromotionFields = Pick<
  ProductRecord,
  'isPromoted' | 'promotionType' | 'discount' | 'promotionStartDate' | 'promotionEndDate'
>;

/**
 * Promotions spread over the catalogue relative to "today" in Lima, so a demo
 * always shows every state: active, upcoming, expired and single-day.
 */
function demoPromotion(index: number, today: string): PromotionFields {
  const none: PromotionFields = {
    isPromoted: false,
    promotionType: 'percentage',
    discount: 0,
    promotionStartDate: null,
    promotionEndDate: null,
  };
  switch (index % 8) {
    case 0:
      return {
        isPromoted: true,
        promotionType: 'percentage',
        discount: 20,
        promotionStartDate: addDays(today, -3),
        promotionEndDate: addDays(today, 7),
      };
    case 2:
      return {
        isPromoted: true,
        promotionType: 'fixed',
        discount: 50,
        promotionStartDate: addDays(today, -1),
        promotionEndDate: addDays(today, 14),
      };
    case 3:
      return {
        isPromoted: true,
        promotionType: 'percentage',
        discount: 15,
        promotionStartDate: addDays(today, 2),
        promotionEndDate: addDays(today, 12),
      };
    case 5:
      return {
        isPromoted: true,
        promotionType: 'percentage',
        discount: 30,
        promotionStartDate: addDays(today, -20),
        promotionEndDate: addDays(today, -1),
      };
    case 6:
      return {
        isPromoted: true,
        promotionType: 'fixed',
        discount: 40,
        promotionStartDate: today,
        promotionEndDate: today,
      };
    default:
      return none;
  }
}

/** A tiny deterministic generator so every fresh demo store looks the same. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Fills an empty database with the demo catalogue, its generated images and three running stories. */
export async function seedDemoData(db: DataSource, storage: FileStorage, now: Date): Promise<SeedSummary> {
  const today = limaDate(now);
  const random = seededRandom(2026);
  const stamp = now.getTime();

  return db.transaction(async (tx) => {
    const categories = await tx
      .getRepository(CategorySchema)
      .save(DEMO_CATEGORIES.map((c) => ({ name: c.name, description: c.description, active: true })));
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));

    let productIndex = 0;
    let storyProduct: DemoStoryProduct | null = null;
    for (const demoBrand of DEMO_BRANDS) {
      const logoKey = `brands/${stamp}-${slug(demoBrand.name)}.svg`;
      await storage.put(logoKey, Buffer.from(logoSvg(demoBrand.name, demoBrand.colors)), 'image/svg+xml');
      const brand = await tx
        .getRepository(BrandSchema)
        .save({ name: demoBrand.name, description: demoBrand.name, logoKey, active: true });

      for (const demoProduct of demoBrand.products) {
        const index = productIndex++;
        const imageCount = 1 + (index % 3);
        const imageKeys: string[] = [];
        for (let i = 0; i < imageCount; i++) {
          const key = `products/${stamp}-${i}-${slug(demoProduct.name)}.svg`;
          await storage.put(
            key,
            Buffer.from(bottleSvg(demoProduct.name, demoBrand.name, demoBrand.colors, index + i)),
            'image/svg+xml',
          );
          imageKeys.push(key);
        }
        // Stock from 0 to 40, with a few sold-out and last-units products on purpose.
        const stock = index % 11 === 4 ? 0 : index % 9 === 1 ? 1 + (index % 5) : Math.floor(random() * 41);
        const product = await tx.getRepository(ProductSchema).save({
          name: demoProduct.name,
          description: `**${demoProduct.name}** de ${demoBrand.name}. ${demoProduct.notes} Producto original, sellado.`,
          brandId: brand.id,
          originalPriceCents: Math.round(demoProduct.price * 100) - (index % 4 === 1 ? 10 : 0),
          ...demoPromotion(index, today),
          stock,
          active: index % 29 !== 28,
          carousel: index % 6 === 0,
          position: index,
          imageKeys,
        });
        await tx.getRepository(ProductCategorySchema).save(
          demoProduct.categories.map((name) => {
            const id = categoryId.get(name);
            if (!id) throw new Error(`Demo category missing: ${name}`);
            return { productId: product.id, categoryId: id };
          }),
        );
        if (!storyProduct && product.active && stock > 0) {
          storyProduct = {
            id: product.id,
            name: demoProduct.name,
            brandName: demoBrand.name,
            colors: demoBrand.colors,
          };
        }
      }
    }
    // The demo stock opens every product's history in the stock ledger, as the ledger's migration did.
    await tx.query(
      `INSERT INTO stock_movements (product_id, reason, stock_delta, held_delta, stock_after, held_after, at)
       SELECT id, 'opening-balance', stock, 0, stock, 0, $1 FROM products WHERE stock <> 0 ORDER BY position, id`,
      [now],
    );
    await seedWalletQrCodes(tx, storage, stamp);
    const stories = storyProduct ? await seedDemoStories(tx, storage, now, storyProduct) : 0;
    return { brands: DEMO_BRANDS.length, categories: categories.length, products: productIndex, stories };
  });
}

/**
 * Real, scannable QR images for the demo's Yape and Plin wallets (they encode
 * a demo notice and the number), so the order page shows what a shopper will
 * see; the admin replaces them with the shop's own.
 */
async function seedWalletQrCodes(tx: EntityManager, storage: FileStorage, stamp: number): Promise<void> {
  const [settings] = await tx.getRepository(StoreSettingsSchema).find({ take: 1 });
  if (!settings) return;
  const wallets = [];
  for (const wallet of settings.wallets) {
    if (wallet.qrImageKey) {
      wallets.push(wallet);
      continue;
    }
    const key = `store/${stamp}-${wallet.method}-qr.png`;
    const text = `DEMO Esencia · ${wallet.method.toUpperCase()} ${wallet.number} · ${wallet.holder}`;
    await storage.put(key, await QRCode.toBuffer(text, { type: 'png', width: 480, margin: 2 }), 'image/png');
    wallets.push({ ...wallet, qrImageKey: key });
  }
  await tx.getRepository(StoreSettingsSchema).update({ id: settings.id }, { wallets });
}
