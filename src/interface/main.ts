import { loadConfig } from '../infrastructure/config/config';
import { startStore } from './composition-root';

/** `npm start`: one process serving the store; stops cleanly (PostgreSQL included) on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const store = await startStore(loadConfig());
  const shutdown = (signal: string) => {
    process.stdout.write(`\n${signal} recibido: deteniendo Esencia…\n`);
    store.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar Esencia:', error);
  process.exit(1);
});
