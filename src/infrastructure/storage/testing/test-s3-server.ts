import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../../testing/free-port';
import type { S3StorageConfig } from '../s3-config';
import { S3FileStorage } from '../s3-file-storage';

/** A real S3-compatible server (s3rver) in the test process, on a free port, keeping objects in a temp folder. */
export interface TestS3Server {
  /** Ready for S3FileStorage: endpoint, s3rver's fixed credentials, path-style addressing. */
  readonly config: S3StorageConfig;
  stop(): Promise<void>;
}

/** s3rver accepts only its own key pair. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startTestS3Server(bucket = 'esencia-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'esencia-s3rver-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      publicUrl: null,
    },
    async stop() {
      // Keep-alive sockets of S3 clients would hold close() until they time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** What a describe block gets from useTestS3Bucket: the server, the adapter on it and a raw client to check with. */
export interface TestS3Bucket {
  readonly server: TestS3Server;
  readonly storage: S3FileStorage;
  readonly client: S3Client;
}

/**
 * In a describe block: starts s3rver with an S3FileStorage (no public URL) and
 * a plain S3 client on it before its tests, and stops all three after them.
 * Read the fields inside the tests (they are set by beforeAll).
 */
export function useTestS3Bucket(): TestS3Bucket {
  let started: TestS3Bucket | undefined;
  beforeAll(async () => {
    const server = await startTestS3Server();
    const client = new S3Client({
      region: server.config.region,
      endpoint: server.config.endpoint!,
      credentials: server.config.credentials!,
      forcePathStyle: true,
    });
    started = { server, storage: new S3FileStorage(server.config), client };
  });
  afterAll(async () => {
    if (!started) return;
    started.storage.destroy();
    started.client.destroy();
    await started.server.stop();
  });
  const get = (): TestS3Bucket => {
    if (!started) throw new Error('useTestS3Bucket: read it inside a test');
    return started;
  };
  return {
    get server() {
      return get().server;
    },
    get storage() {
      return get().storage;
    },
    get client() {
      return get().client;
    },
  };
}
