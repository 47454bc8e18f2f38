import 'reflect-metadata';
import pino from 'pino';
import { CreateAdmin } from '../../application/identity/CreateAdmin';
import { systemClock } from '../../application/ports/clock';
import { loadConfig } from '../../infrastructure/config/config';
import { buildContainer } from '../../infrastructure/container';
import { PostgresAccountLocks } from '../../infrastructure/identity/postgres-account-locks';
import { DevOutboxMailer } from '../../infrastructure/mail/dev-outbox-mailer';
import { LocalFileStorage } from '../../infrastructure/storage/local-file-storage';
import { openDatabase } from '../composition-root';

/**
 * `npm run admin:create -- <email>`: creates an admin, or promotes an existing
 * account, and prints a temporary password that must be changed at first sign-in.
 */
async function main(): Promise<void> {
  const email = process.argv[2];
  if (!email) {
    console.error('Uso: npm run admin:create -- <email>');
    process.exit(2);
  }
  const logger = pino({ level: 'warn' });
  const config = loadConfig();
  const database = await openDatabase(config, logger);
  const locks = new PostgresAccountLocks(database.url);
  try {
    const container = buildContainer({
      dataSource: database.dataSource,
      fileStorage: new LocalFileStorage(config.filesDir),
      clock: systemClock,
      mailer: new DevOutboxMailer(config.outboxDir, config.mailFrom, logger),
      accountLocks: locks,
    });
    const result = await container.get(CreateAdmin).execute({ email });
    if (!result.ok) {
      console.error(result.error.message);
      process.exitCode = 1;
      return;
    }
    const { email: saved, temporaryPassword, created } = result.value;
    console.log(created ? `Administrador creado: ${saved}` : `Cuenta promovida a administrador: ${saved}`);
    console.log(`Contraseña temporal (se pide cambiarla al iniciar sesión): ${temporaryPassword}`);
  } finally {
    await locks.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
