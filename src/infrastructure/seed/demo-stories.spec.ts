import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { isCatalogueImageKey } from '../../domain/media/catalogue-image';
import { LocalFileStorage } from '../storage/local-file-storage';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedDemoData } from './seed-demo-data';

/** A new store's demo data includes three running stories with real pictures, so 'Historias' shows at once. */
describe('the demo stories', () => {
  let db: TestDatabase;
  const filesDir = mkdtempSync(path.join(tmpdir(), 'esencia-seed-'));

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('are three visible stories: one linked to a product on sale, one with an external link, newest first', async () => {
    const summary = await seedDemoData(db.dataSource, new LocalFileStorage(filesDir), new Date());
    expect(summary.stories).toBe(3);

    const stories: {
      title: string;
      image_key: string;
      external_link: string | null;
      product_id: string | null;
      position: number;
      duration: number;
      visible: boolean;
      hours: number;
    }[] = await db.dataSource.query(
      `SELECT title, image_key, external_link, product_id, position, duration,
              active AND expires_at > now() AS visible,
              round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
       FROM stories ORDER BY position`,
    );
    expect(stories.map((story) => story.position)).toEqual([0, 1, 2]);
    expect(stories.every((story) => story.visible && story.hours === 24)).toBe(true);
    expect(stories.filter((story) => story.product_id)).toHaveLength(1);
    expect(stories.filter((story) => story.external_link?.startsWith('https://'))).toHaveLength(1);
    expect(stories.every((story) => story.duration >= 3 && story.duration <= 30)).toBe(true);

    const [linked] = await db.dataSource.query(
      `SELECT p.name, p.active AND p.stock > 0 AND b.active AS on_sale
       FROM stories s JOIN products p ON p.id = s.product_id JOIN brands b ON b.id = p.brand_id`,
    );
    expect(linked).toMatchObject({ on_sale: true });
    expect(stories[0]!.title).toBe(linked.name);

    // Pictures: JPEG 9:16 under the upload route's keys, so an admin can keep them when editing.
    for (const story of stories) {
      expect(isCatalogueImageKey(story.image_key, 'story')).toBe(true);
      const picture = await sharp(readFileSync(path.join(filesDir, story.image_key))).metadata();
      expect(picture).toMatchObject({ format: 'jpeg', width: 720, height: 1280 });
    }
  });
});
