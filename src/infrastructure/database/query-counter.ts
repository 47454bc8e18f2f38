import type { Logger } from 'typeorm';
import { inBackgroundWork, markBackgroundWork } from './background-work';

/**
 * A statement of the process's background workers (the mail outbox's delivery and clean-up, the scheduled jobs'
 * claims, the shared request counts) told by its tables, where the statement's context is not known (the bench
 * reads pg_stat_statements). The counter below also knows the context: a job's own work reads any table.
 */
export const isBackgroundWork = (sql: string): boolean => /\b(mail_outbox|scheduled_jobs|request_counts)\b/.test(sql);

/** A TypeORM logger that only counts statements: how tests and benchmarks prove there is no N+1. */
export class QueryCounter implements Logger {
  /** Every statement logged, the background workers' included. */
  readonly statements: string[] = [];
  private readonly fromBackground: boolean[] = [];

  constructor() {
    markBackgroundWork();
  }

  /** How many statements the counted request ran: the background workers' are never its own. */
  get count(): number {
    return this.requestStatements.length;
  }

  /**
   * The statements counted, the background workers' left out: those run as background work (asBackgroundWork: a
   * scheduled job landing in the counted window) and those on the workers' own tables (isBackgroundWork).
   */
  get requestStatements(): string[] {
    return this.statements.filter((sql, index) => !this.fromBackground[index] && !isBackgroundWork(sql));
  }

  reset(): void {
    this.statements.length = 0;
    this.fromBackground.length = 0;
  }

  logQuery(query: string): void {
    // Transaction control statements are not data access.
    if (/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(query)) return;
    this.statements.push(query);
    this.fromBackground.push(inBackgroundWork());
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
