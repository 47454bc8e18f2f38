import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../../testing/free-port';
import type { S3StorageConfig } from '../s3-config';

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
