// `npm start`: runs the whole product on local defaults: the dev mailbox (Dovecot: IMAP + LMTP on
// loopback), then the API, the queue workers and the IMAP poller in one process, serving both apps.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dovecotInstalled, ensureDebianPackages, loadDotEnv, run } from './lib/env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
loadDotEnv(join(root, '.env'));

// Local development defaults (the backend's own defaults cover the rest; see .env.example).
const defaults = {
  NODE_ENV: 'development',
  ADMIN_EMAIL: 'admin@scamcheck.local',
  ADMIN_PASSWORD: 'Admin!2345',
};
if (!process.env.ADMIN_EMAIL && !process.env.ADMIN_PASSWORD) Object.assign(process.env, { ADMIN_EMAIL: defaults.ADMIN_EMAIL, ADMIN_PASSWORD: defaults.ADMIN_PASSWORD });
process.env.NODE_ENV ??= defaults.NODE_ENV;

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/scamcheck';
const imapHost = process.env.IMAP_HOST ?? '127.0.0.1';
const useLocalMailbox = ['127.0.0.1', 'localhost'].includes(imapHost) && process.env.START_MAILBOX !== 'false';

if (useLocalMailbox) ensureDebianPackages(['dovecot-imapd', 'dovecot-lmtpd'], dovecotInstalled);
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build'], { cwd: root });

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`Created database ${name}`);
    }
  } catch (error) {
    console.error(`Could not reach PostgreSQL at ${admin.host}: ${error.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => undefined);
  }
}
await ensureDatabase(databaseUrl);

const children = [];
function launch(name, args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} exited (${signal ?? code}); stopping ScamCheck.`);
    shutdown(code ?? 1);
  });
  return child;
}

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (useLocalMailbox) {
  launch('mailbox', [join(root, 'backend/dist/dev/mailbox.cli.js'), 'start']);
  await new Promise((r) => setTimeout(r, 1500));
}
launch('app', [join(root, 'backend/dist/main.js')]);

const base = process.env.APP_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
setTimeout(() => {
  if (stopping) return;
  console.log(`
  ScamCheck is running on local defaults
    Family app      ${base}/
    Admin console   ${base}/admin   (${process.env.ADMIN_EMAIL} / ${process.env.ADMIN_PASSWORD === defaults.ADMIN_PASSWORD ? defaults.ADMIN_PASSWORD : '********'})
    API docs        ${base}/api/docs      Health: ${base}/api/health
    Queues          ${base}/admin/queues
    Dev mailbox     IMAP 127.0.0.1:${process.env.IMAP_PORT ?? 1143}, every address is a mailbox, password "family"
    Try the loop    npm run forward -- --from grandma@family.local --style gmail backend/test/fixtures/pipeline/samples/cra-interac-refund-scam.eml
`);
}, 6000).unref();
