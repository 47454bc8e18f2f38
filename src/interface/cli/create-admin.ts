import 'reflect-metadata';
import pino from 'pino';
import { CreateAdmin } from '../../application/identity/CreateAdmin';
import { systemClock } from '../../application/ports/clock';
import { createAdapters } from '../../infrastructure/adapters';
import { loadConfig } from '../../infrastructure/config/config';

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
  const adapters = await createAdapters(loadConfig(), { logger: pino({ level: 'warn' }), clock: systemClock });
  try {
    const result = await adapters.container.get(CreateAdmin).execute({ email });
    if (!result.ok) {
      console.error(result.error.message);
      process.exitCode = 1;
      return;
    }
    const { email: saved, temporaryPassword, expiresAt, created } = result.value;
    console.log(created ? `Administrador creado: ${saved}` : `Cuenta promovida a administrador: ${saved}`);
    // To the operator's terminal only (never the log); it stops working after 24 hours.
    console.log(`Contraseña temporal (se pide cambiarla al iniciar sesión): ${temporaryPassword}`);
    console.log(`Vence: ${expiresAt.toLocaleString('es-PE', { timeZone: 'America/Lima' })} (hora de Lima)`);
  } finally {
    await adapters.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
