import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';

/** One place for the TypeORM options used by the app, the CLI and the tests. synchronize stays off. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error'],
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
