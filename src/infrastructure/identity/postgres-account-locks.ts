import { Pool } from 'pg';
import type { AccountLocks } from '../../application/ports/identity';

/**
 * PostgreSQL advisory locks, held on a small pool of their own: lock holders
 * never compete with their own work for the main pool's connections, and the
 * lock holds across every process using the same database.
 */
export class PostgresAccountLocks implements AccountLocks {
  private readonly pool: Pool;

  constructor(databaseUrl: string, size = 4) {
    this.pool = new Pool({ connectionString: databaseUrl, max: size });
  }

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
