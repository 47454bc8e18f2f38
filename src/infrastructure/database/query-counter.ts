import type { Logger } from 'typeorm';

/** A TypeORM logger that only counts statements: how tests and benchmarks prove there is no N+1. */
export class QueryCounter implements Logger {
  count = 0;
  readonly statements: string[] = [];

  reset(): void {
    this.count = 0;
    this.statements.length = 0;
  }

  logQuery(query: string): void {
    // Transaction control statements are not data access.
    if (/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(query)) return;
    this.count += 1;
    this.statements.push(query);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
