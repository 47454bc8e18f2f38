import { aProduct } from './catalog-fixtures';
import { inMemoryIdentity } from './in-memory-identity';
import { InMemoryFileStorage } from './in-memory-product-writes';

/**
 * The admin's stories over the in-memory fakes: a picture and an audio the
 * upload routes stored, an active and an inactive product, a unit of work
 * whose transaction sees the same stories as the reads.
 */
export function storyAdminFixture(now = new Date('2026-11-22T15:00:00Z')) {
  const { services, clock } = inMemoryIdentity(now);
  const stories = services.stories;
  const catalogue = services.products.catalogue;
  const storage = new InMemoryFileStorage();
  const image = 'stories/1764000000000-image-navidad.webp';
  const otherImage = 'stories/1764000000001-image-verano.webp';
  const audio = 'stories/1764000000000-audio-jingle.mp3';
  for (const key of [image, otherImage, audio]) {
    storage.files.set(key, { content: Buffer.from('file'), contentType: 'application/octet-stream' });
  }
  catalogue.products.set(
    'product-1',
    aProduct({ id: 'product-1', name: 'Sauvage', imageKeys: ['products/1-0-s.webp'] }),
  );
  catalogue.products.set('product-off', aProduct({ id: 'product-off', name: 'Retirado', active: false }));
  return { uow: services.uow, stories, products: catalogue, storage, clock, image, otherImage, audio };
}
