import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { isBackgroundWork } from '../src/infrastructure/database/query-counter';

/**
 * Counts the SQL statements the server's PostgreSQL executes, with PostgreSQL's own pg_stat_statements: every
 * statement from every connection of the store (request, cache, listener) is counted, whatever the server's code
 * does. The module must be preloaded: `preloadPgStatStatements` writes that into the stopped cluster's
 * postgresql.conf; the store's next start loads it.
 */
export function preloadPgStatStatements(clusterDir: string): void {
  appendFileSync(
    path.join(clusterDir, 'postgresql.conf'),
    "\n# npm run bench\nshared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track = all\n" +
      'pg_stat_statements.track_utility = on\npg_stat_statements.max = 10000\n',
  );
}

/** One statement's executions between two snapshots. */
export interface StatementCount {
  readonly query: string;
  readonly calls: number;
  /** Sent by a client (false: run inside a function or trigger of another statement). */
  readonly toplevel: boolean;
}

export interface StatementDelta {
  /**
   * Statements a client sent that read or write data (transaction control apart, as the tests' QueryCounter
   * counts).
   */
  readonly statements: number;
  /**
   * Statements run inside those (`pg_stat_statements.track = all`): a SQL function that is not inlined, such as
   * `immutable_unaccent` in a search's recheck, counts once per row it is called on. Not round trips.
   */
  readonly nested: number;
  /** BEGIN/COMMIT/ROLLBACK/SAVEPOINT… */
  readonly transactionControl: number;
  /**
   * The server's background workers' statements that landed in the window (the mail outbox's delivery and
   * clean-up, the scheduled jobs' claims): not the request's, so not in `statements`.
   */
  readonly background: number;
  readonly detail: readonly StatementCount[];
}

const TRANSACTION_CONTROL = /^\s*(BEGIN|START TRANSACTION|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|END)\b/i;

export class SqlStatements {
  private constructor(private readonly client: Client) {}

  /** Connects as the cluster's superuser (password beside the cluster folder) and creates the extension. */
  static async connect(clusterDir: string, port: number): Promise<SqlStatements> {
    const password = readFileSync(`${path.resolve(clusterDir)}.password`, 'utf8').trim();
    const client = new Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'esencia',
      application_name: 'esencia-bench',
    });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    return new SqlStatements(client);
  }

  private async snapshot(): Promise<Map<string, StatementCount>> {
    const { rows } = await this.client.query<{ key: string; query: string; calls: string; toplevel: boolean }>(
      `SELECT queryid::text || ':' || toplevel::text AS key, query, calls::text, toplevel
         FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    return new Map(
      rows.map((row) => [row.key, { query: row.query, calls: Number(row.calls), toplevel: row.toplevel }]),
    );
  }

  /** The statements `action` made the server run (the bench's own look-ups at pg_stat_statements excluded). */
  async during<T>(action: () => Promise<T>): Promise<{ result: T; sql: StatementDelta }> {
    const before = await this.snapshot();
    const result = await action();
    const after = await this.snapshot();
    const detail: StatementCount[] = [];
    for (const [key, { query, calls, toplevel }] of after) {
      const delta = calls - (before.get(key)?.calls ?? 0);
      if (delta > 0 && !/pg_stat_statements|pg_database/.test(query)) detail.push({ query, calls: delta, toplevel });
    }
    const background = detail.filter((entry) => entry.toplevel && isBackgroundWork(entry.query));
    const sent = detail.filter((entry) => entry.toplevel && !isBackgroundWork(entry.query));
    const control = sent.filter((entry) => TRANSACTION_CONTROL.test(entry.query));
    const sum = (entries: StatementCount[]) => entries.reduce((total, entry) => total + entry.calls, 0);
    return {
      result,
      sql: {
        statements: sum(sent) - sum(control),
        transactionControl: sum(control),
        background: sum(background),
        nested: sum(detail) - sum(sent),
        detail,
      },
    };
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
