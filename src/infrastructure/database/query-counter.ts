import type { Logger } from 'typeorm';

/**
 * A statement of the process's background workers (the mail outbox's delivery and clean-up, the scheduled jobs'
 * claims), not of the request a test or a bench is counting: they share the process and its logger, and may land in
 * any counted window.
 */
export const isBackgroundWork = (sql: string): boolean => /\b(mail_outbox|scheduled_jobs|request_counts)\b/.test(sql);

/** A TypeORM logger that only counts statements: how tests and benchmarks prove there is no N+1. */
export class QueryCounter implements Logger {
  readonly statements: string[] = [];

  /** How many statements the counted request ran: the background workers' are never its own (isBackgroundWork). */
  get count(): number {
    return this.requestStatements.length;
  }

  /** The statements counted, the background workers' left out (isBackgroundWork). */
  get requestStatements(): string[] {
    return this.statements.filter((sql) => !isBackgroundWork(sql));
  }

  reset(): void {
    this.statements.length = 0;
  }

  logQuery(query: string): void {
    // Transaction control statements are not data access.
    if (/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(query)) return;
    this.statements.push(query);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
