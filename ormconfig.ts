/**
 * The TypeORM data source for tools (`typeorm migration:*`). The app itself
 * builds the same data source in src/infrastructure/database/data-source.ts;
 * this file only points it at DATABASE_URL (or the embedded default's URL).
 */
import 'reflect-metadata';
import { createDataSource } from './src/infrastructure/database/data-source';

const url = process.env.DATABASE_URL ?? 'postgres://postgres:esencia@127.0.0.1:54329/esencia';

export default createDataSource({ url });
