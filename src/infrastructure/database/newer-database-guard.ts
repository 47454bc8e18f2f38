import type { DataSource } from 'typeorm';

/**
 * The database was migrated by a newer version of the store: it holds a migration this code does not know.
 * Running on it could misread or damage data written in a shape this version has never seen, so the start
 * stops before anything is written. Its stack is its message: the place in the code tells an operator nothing.
 */
export class NewerDatabaseError extends Error {
  constructor(
    readonly found: string,
    readonly newestKnown: string | null,
  ) {
    const message =
      `La base de datos fue actualizada por una versión más nueva de Esencia: tiene la migración "${found}", ` +
      `que esta versión no conoce (la más reciente que conoce es "${newestKnown ?? 'ninguna'}"). ` +
      'No se modificó nada. Inicia la versión más nueva (git pull, npm install y npm start) o restaura una copia ' +
      'de seguridad hecha antes de actualizar (docs/operations.md, "Actualizar").';
    super(message);
    this.name = 'NewerDatabaseError';
    this.stack = message;
  }
}

/**
 * Refuses (NewerDatabaseError) a database whose `migrations` table records a migration missing from `known`,
 * reading only: it runs before the pending migrations, and a database without the table is new.
 */
export async function refuseNewerDatabase(
  dataSource: DataSource,
  known: readonly { readonly name: string }[],
  tableName = 'migrations',
): Promise<void> {
  const [table]: { present: boolean }[] = await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [
    tableName,
  ]);
  if (!table?.present) return;
  const applied: { name: string }[] = await dataSource.query(
    `SELECT name FROM "${tableName}" ORDER BY "timestamp" DESC, id DESC`,
  );
  const knownNames = new Set(known.map((migration) => migration.name));
  const unknown = applied.find((row) => !knownNames.has(row.name));
  if (unknown) throw new NewerDatabaseError(unknown.name, known.at(-1)?.name ?? null);
}
