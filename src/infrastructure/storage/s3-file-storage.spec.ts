import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { S3FileStorage, STORED_FILE_CACHE_CONTROL } from './s3-file-storage';
import { describeFileStorageContract } from './testing/file-storage-contract';
import { startTestS3Server, useTestS3Bucket, type TestS3Server } from './testing/test-s3-server';

// The contract against a real S3-compatible server (s3rver, in this process), with a CDN as public base.
let contractServer: TestS3Server;
let contractStorage: S3FileStorage;

describeFileStorageContract('S3FileStorage', {
  async setUp() {
    contractServer = await startTestS3Server();
    contractStorage = new S3FileStorage({ ...contractServer.config, publicUrl: 'https://cdn.esencia.pe/media' });
    return { storage: contractStorage, publicBase: 'https://cdn.esencia.pe/media' };
  },
  async tearDown() {
    contractStorage.destroy();
    await contractServer.stop();
  },
});

describe('S3FileStorage on s3rver', () => {
  const s3 = useTestS3Bucket();

  it('stores each object with its content type and a year-long immutable Cache-Control', async () => {
    await s3.storage.put('products/cache.webp', Buffer.from('webp'), 'image/webp');

    const head = await s3.client.send(
      new HeadObjectCommand({ Bucket: s3.server.config.bucket, Key: 'products/cache.webp' }),
    );

    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(STORED_FILE_CACHE_CONTROL).toBe(head.CacheControl);
  });

  it("points browsers at the store's own /files/<key> when no public URL is configured", () => {
    expect(s3.storage.publicUrl('products/Ñandú 1.webp')).toBe('/files/products/%C3%91and%C3%BA%201.webp');
  });

  it("serves the stored bytes and headers at its public URL when that is the bucket's own URL", async () => {
    const bucketUrl = `${s3.server.config.endpoint}/${s3.server.config.bucket}`;
    const publicStorage = new S3FileStorage({ ...s3.server.config, publicUrl: bucketUrl });
    try {
      await publicStorage.put('marcas/Agua de rosas ñ.svg', Buffer.from('<svg>ñ</svg>'), 'image/svg+xml');

      const response = await fetch(publicStorage.publicUrl('marcas/Agua de rosas ñ.svg'));

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe(STORED_FILE_CACHE_CONTROL);
      expect(await response.text()).toBe('<svg>ñ</svg>');
    } finally {
      publicStorage.destroy();
    }
  });

  it('fails loudly, instead of answering "missing", when the bucket does not exist', async () => {
    const wrongBucket = new S3FileStorage({ ...s3.server.config, bucket: 'no-such-bucket' });
    try {
      await expect(wrongBucket.get('products/x.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(wrongBucket.put('products/x.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
    } finally {
      wrongBucket.destroy();
    }
  });

  it("passes the service's refusals on, such as an unknown access key", async () => {
    const intruder = new S3FileStorage({
      ...s3.server.config,
      credentials: { accessKeyId: 'nobody', secretAccessKey: 'nothing' },
    });
    try {
      await expect(intruder.put('products/x.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
      await expect(intruder.get('products/x.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    } finally {
      intruder.destroy();
    }
  });
});
