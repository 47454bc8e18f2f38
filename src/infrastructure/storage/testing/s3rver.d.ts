/** The part of s3rver (an S3-compatible server for tests, no types of its own) that the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where objects are kept on disk. */
    directory?: string;
    resetOnClose?: boolean;
    vhostBuckets?: boolean;
    /** Buckets created before the server listens. */
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    httpServer?: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }

  export = S3rver;
}
