import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseLogger } from './database.logger';
import { ENTITIES } from './entities';

/**
 * One place for the TypeORM options used by the app, the CLI and the tests. synchronize stays off;
 * failed queries are logged without their parameters (DatabaseLogger).
 */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error'],
    logger: new DatabaseLogger(),
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
