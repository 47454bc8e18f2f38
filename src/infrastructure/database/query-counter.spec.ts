import { QueryCounter } from './query-counter';

describe('QueryCounter', () => {
  it("counts a request's statements, never a background worker's that lands in the same window", () => {
    const queries = new QueryCounter();
    queries.logQuery('SELECT * FROM "sessions" WHERE "token_hash" = $1');
    queries.logQuery('BEGIN');
    queries.logQuery('INSERT INTO request_counts (limiter, client, hits, reset_at) SELECT * FROM unnest($1)');
    queries.logQuery('DELETE FROM request_counts WHERE reset_at <= $1');
    queries.logQuery('UPDATE scheduled_jobs SET claimed_at = now()');
    queries.logQuery('SELECT * FROM "stories"');
    queries.logQuery('COMMIT');
    expect(queries.count).toBe(2);
    expect(queries.requestStatements).toHaveLength(2);
    expect(queries.statements).toHaveLength(5);
    queries.reset();
    expect(queries.count).toBe(0);
  });
});
