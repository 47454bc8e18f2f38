import { createHash, randomBytes } from 'node:crypto';
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

/** Puts a product (by its unique name) on sale or takes it off, as the admin's 'Activo' switch does. */
export async function setOnSale(productName: string, active: boolean): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query('UPDATE products SET active = $1 WHERE name = $2', [active, productName]);
    expect(rowCount).toBe(1);
  });
}

/** Sets a product's price before promotions (by its unique name), in céntimos; returns the one it had. */
export async function setPrice(productName: string, cents: number): Promise<number> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ before: number }>(
      `UPDATE products SET original_price_cents = $1 FROM (SELECT original_price_cents AS before FROM products WHERE name = $2) old
        WHERE name = $2 RETURNING old.before`,
      [cents, productName],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.before;
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

/**
 * A new link token as an e-mail carries it, and what the store keeps of it: only its SHA-256 digest
 * (src/infrastructure/identity/crypto-secret-generator.ts), so a journey can make a link without the e-mail.
 */
function newLinkToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: createHash('sha256').update(token, 'utf8').digest('hex') };
}

/**
 * The token of an 'Avísame cuando vuelva' confirmation link (/avisame/{token}) a guest was e-mailed for a product
 * (by its unique name), `hoursAgo` hours ago: past RESTOCK_CONFIRMATION_HOURS (48) the link has expired.
 */
export async function restockLinkToken(productName: string, { hoursAgo = 0 } = {}): Promise<string> {
  const { token, digest } = newLinkToken();
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO restock_requests (product_id, email, token_digest, created_at)
       SELECT id, $2, $3, now() - make_interval(hours => $4) FROM products WHERE name = $1`,
      [productName, `aviso.${digest.slice(0, 12)}@correo.pe`, digest, hoursAgo],
    );
    expect(rowCount).toBe(1);
  });
  return token;
}

/**
 * The token of the unsubscribe link (/baja-recordatorios/{token}) of a saved-cart reminder sent to the account
 * with `email`, as the reminder job records it: an abandoned cart, reminded now.
 */
export async function cartReminderLinkToken(email: string): Promise<string> {
  const { token, digest } = newLinkToken();
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `INSERT INTO cart_abandonments (account_id, abandoned_at, reminded_at, unsubscribe_digest)
       SELECT id, now(), now(), $2 FROM accounts WHERE email = $1`,
      [email, digest],
    );
    expect(rowCount).toBe(1);
  });
  return token;
}
