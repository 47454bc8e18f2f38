import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGraphQLSchema } from '../graphql/schema';

/** `npm run schema`: writes schema.graphql, the contract the web app's codegen reads (committed, checked in CI). */
async function main(): Promise<void> {
  const schema = await buildGraphQLSchema();
  const file = path.resolve(__dirname, '../../../schema.graphql');
  writeFileSync(file, `${printSchema(lexicographicSortSchema(schema))}\n`);
  console.log(`Esquema escrito en ${path.relative(process.cwd(), file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
