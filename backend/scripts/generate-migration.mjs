// Generates a migration from entity changes: creates a scratch database, applies the existing
// migrations, lets TypeORM diff the entities against it, then drops the scratch database.
// Usage: npm run db:generate -- MigrationName
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run db:generate -- MigrationName (PascalCase)');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `scamcheck_gen_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${scratch}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
try {
  const env = { ...process.env, DATABASE_URL: url.toString(), TS_NODE_TRANSPILE_ONLY: '1' };
  const cli = [join(root, 'node_modules/.bin/typeorm-ts-node-commonjs'), join(root, '../node_modules/.bin/typeorm-ts-node-commonjs')];
  const bin = cli.find((p) => { try { execFileSync('test', ['-x', p]); return true; } catch { return false; } });
  const ds = join(root, 'src/platform/database/data-source.ts');
  execFileSync(bin, ['migration:run', '-d', ds], { env, stdio: 'inherit', cwd: root });
  execFileSync(bin, ['migration:generate', '-d', ds, '--pretty', join(root, 'src/platform/database/migrations', name)], { env, stdio: 'inherit', cwd: root });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin.end();
}
