import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_VARIANTS_RENDERING } from '../../application/media/GetImageVariant';
import { PassThroughFileStorage } from '../testing/pass-through-file-storage';
import { fixedClock, startTestStore, type TestStore } from '../testing/test-store';

/** Reads of the pictures named `held-*` wait until `release`: their variants stay being rendered. */
class HeldReads extends PassThroughFileStorage {
  private open: () => void = () => {};
  private readonly released = new Promise<void>((resolve) => (this.open = resolve));
  private readonly waiting: (() => void)[] = [];
  held = 0;
  release(): void {
    this.open();
  }
  /** Resolves once `count` reads are held. */
  async holding(count: number): Promise<void> {
    while (this.held < count) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  override async get(key: string) {
    if (key.startsWith('burst/held-')) {
      this.held += 1;
      this.waiting.splice(0).forEach((wake) => wake());
      await this.released;
    }
    return this.storage.get(key);
  }
}

/**
 * `/files/<picture>?w=…&fmt=…` for a burst of first requests: every variant waiting for its turn held its original
 * in memory (1,600 requests for 200 new pictures: 4.8 GiB of RSS). Past MAX_VARIANTS_RENDERING the original is sent
 * for that request, unkept, and a later request gets the variant.
 */
describe('image variants while many are being rendered', () => {
  let api: TestStore;
  let storage: HeldReads;
  let jpeg: Buffer;

  beforeAll(async () => {
    api = await startTestStore({
      clock: fixedClock('2026-11-27T15:00:00Z'),
      wrapFileStorage: (inner) => (storage = new HeldReads(inner)),
    });
    jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a0522d' } })
      .jpeg()
      .toBuffer();
    mkdirSync(path.join(api.filesDir, 'burst'), { recursive: true });
    for (let index = 0; index < MAX_VARIANTS_RENDERING; index++) {
      writeFileSync(path.join(api.filesDir, 'burst', `held-${index}.jpg`), jpeg);
    }
    writeFileSync(path.join(api.filesDir, 'burst', 'new.jpg'), jpeg);
  }, 60_000);

  afterAll(() => api.stop());

  it('sends the original, not to be kept, while the line is full; the variant once it is not', async () => {
    const held = Array.from({ length: MAX_VARIANTS_RENDERING }, (_, index) =>
      fetch(`${api.url}/files/burst/held-${index}.jpg?w=320&fmt=webp`),
    );
    await storage.holding(MAX_VARIANTS_RENDERING);

    const standIn = await fetch(`${api.url}/files/burst/new.jpg?w=320&fmt=webp`);
    expect(standIn.status).toBe(200);
    expect(standIn.headers.get('content-type')).toBe('image/jpeg');
    expect(standIn.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await standIn.arrayBuffer()).equals(jpeg)).toBe(true);

    storage.release();
    for (const answer of await Promise.all(held)) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      await answer.arrayBuffer();
    }
    const variant = await fetch(`${api.url}/files/burst/new.jpg?w=320&fmt=webp`);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect(variant.headers.get('cache-control')).toMatch(/immutable/);
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
  });
});
