import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import { QueryFailedError, type EntityManager } from 'typeorm';

/** Statement names by SQL text: texts come from the code's own fragments (values are bound), so they are few. */
const names = new Map<string, string>();

/** A stable name for a statement's text (PostgreSQL keeps a prepared statement per name and connection). */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `esencia_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Plain rows of a read that runs on every catalogue request, as a named prepared statement: PostgreSQL parses and
 * plans it once per connection rather than at every execution (a page of products: about 1 ms of PostgreSQL's
 * CPU per execution unprepared, half of that prepared; docs/performance.md). `:name` parameters are bound as
 * TypeORM binds them, on the manager's connection (its transaction's, if any); the statement is logged as
 * TypeORM logs its own (tests count them) and a failure is TypeORM's QueryFailedError. The text must name its
 * columns (no `SELECT *`): a prepared statement whose result columns change under it fails.
 */
export async function preparedRows<T>(
  manager: EntityManager,
  sql: string,
  parameters: Record<string, unknown>,
): Promise<T[]> {
  const [text, values] = manager.connection.driver.escapeQueryWithParameters(sql, parameters, {});
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    manager.connection.logger.logQuery(text, values, runner);
    try {
      const result = await client.query({ name: statementName(text), text, values });
      return result.rows as T[];
    } catch (error) {
      manager.connection.logger.logQueryError(error as Error, text, values, runner);
      throw new QueryFailedError(text, values, error as Error);
    }
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
