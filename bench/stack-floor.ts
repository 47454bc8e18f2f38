/**
 * The floor of the card's stack (issue 28), beside the raw express baseline of `bench/api.bench.ts`: express with
 * Apollo Server executing the store's own schema (`schema.graphql`) through graphql-jit behind Apollo's executor
 * hook, configured as the store configures them — but with no project resolver, no session, no limits, no
 * database: each root field answers the object last given (PUT /__body with a GraphQL answer, `{"data": …}`), and
 * every field below it is read as a plain property. What an executed request costs at the least with the
 * libraries the design card requires. Prints its port on stdout once listening.
 */
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { compiledQueries } from '../src/interface/graphql/compiled-queries';

async function main(): Promise<void> {
  const schema = buildSchema(readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8'));
  let data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.getQueryType()!.getFields())) field.resolve = () => data[name];

  const apollo = new ApolloServer({
    gateway: compiledQueries(schema),
    csrfPrevention: true,
    introspection: false,
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    stringifyResult: (value) => JSON.stringify(value),
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();

  const app = express();
  app.set('etag', false);
  app.set('x-powered-by', false);
  app.put('/__body', express.raw({ type: () => true, limit: '10mb' }), (req, res) => {
    data = (JSON.parse((req.body as Buffer).toString('utf8')) as { data: Record<string, unknown> }).data;
    res.status(204).end();
  });
  app.use('/graphql', express.json({ limit: '100kb' }), expressMiddleware(apollo));

  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
