import { expect } from '@playwright/test';
import { Client } from 'pg';
import { e2eDatabaseUrl } from './admin';

/** Runs `work` on a connection to the e2e store's database (what the journeys set up or read behind the UI). */
export async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Sets a product's stock (by its unique name), so a journey starts from a known figure. */
export async function setStock(productName: string, stock: number): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query('UPDATE products SET stock = $1 WHERE name = $2', [stock, productName]);
    expect(rowCount).toBe(1);
  });
}

/** A product's stock as stored (by its unique name). */
export async function stockOf(productName: string): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ stock: number }>('SELECT stock FROM products WHERE name = $1', [productName]);
    expect(rows).toHaveLength(1);
    return rows[0]!.stock;
  });
}
