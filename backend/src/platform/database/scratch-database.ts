import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A throwaway PostgreSQL database (tests, benchmarks), with every migration applied unless asked
 * not to. `drop()` removes it even while connections are open.
 */
export async function createScratchDatabase(adminUrl: string, name: string, { migrate = true } = {}): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid scratch database name ${name}`);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const scratch: ScratchDatabase = {
    url: url.toString(),
    name,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
  if (migrate) {
    const ds = new DataSource(dataSourceOptions(scratch.url));
    await ds.initialize();
    try {
      await ds.runMigrations();
    } finally {
      await ds.destroy();
    }
  }
  return scratch;
}

export function dropScratchDatabase(adminUrl: string, name: string): Promise<void> {
  return adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
