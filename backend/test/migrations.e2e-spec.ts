import { createScratchDatabase, ScratchDatabase } from '../src/platform/database/scratch-database';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/platform/database/data-source-options';

/** Every migration applies on an empty database, reverts completely, and applies again. */
describe('migrations', () => {
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `scamcheck_migrations_${process.pid}`;
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl, name, { migrate: false });
  });
  afterAll(async () => {
    await scratch.drop();
  });

  const tables = async (ds: DataSource): Promise<string[]> =>
    ((await ds.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`)) as { table_name: string }[]).map(
      (r) => r.table_name,
    );

  it('are reversible and leave the schema in step with the entities', async () => {
    const ds = new DataSource(dataSourceOptions(scratch.url));
    await ds.initialize();
    try {
      const applied = await ds.runMigrations();
      expect(applied.length).toBeGreaterThan(0);
      expect(await tables(ds)).toEqual(
        expect.arrayContaining(['users', 'sessions', 'refresh_tokens', 'one_time_tokens', 'profiles', 'user_roles', 'email_inbox', 'scam_patterns', 'blocked_emails', 'security_events']),
      );
      // No entity change is missing a migration.
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);

      for (let i = 0; i < applied.length; i++) await ds.undoLastMigration();
      expect(await tables(ds)).toEqual([]);
      expect((await ds.runMigrations()).length).toBe(applied.length);
    } finally {
      await ds.destroy();
    }
  });
});
