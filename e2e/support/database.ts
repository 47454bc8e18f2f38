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

/**
 * A copy of a product under another name (its brand, price, stock and pictures), active, unless one by that name
 * exists: e.g. a sixth Dior product for the search.
 */
export async function copyProduct(fromName: string, name: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query(
      `INSERT INTO products (name, description, brand_id, original_price_cents, stock, active, image_keys, position)
       SELECT $2, description, brand_id, original_price_cents, stock, true, image_keys, position + 1
         FROM products WHERE name = $1 AND NOT EXISTS (SELECT 1 FROM products WHERE name = $2)`,
      [fromName, name],
    );
  });
}
