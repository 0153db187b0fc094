// Runs a backend dev command from dist/ when built, else from src/ through ts-node (transpile only).
// Usage: node scripts/run-dev-command.mjs dev/forward.command [args...]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [target, ...args] = process.argv.slice(2);

// Same settings as `npm start`: the repository's .env fills in what the environment does not set.
const dotenv = join(root, '..', '.env');
if (existsSync(dotenv)) {
  for (const line of readFileSync(dotenv, 'utf8').split(/\r?\n/)) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (!match || line.trim().startsWith('#')) continue;
    let value = match[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    if (process.env[match[1]] === undefined) process.env[match[1]] = value;
  }
}
const built = join(root, 'dist', `${target}.js`);
const source = join(root, 'src', `${target}.ts`);
const useDist = existsSync(built) && process.env.SCAMCHECK_FROM_SOURCE !== '1';
const nodeArgs = useDist ? [built, ...args] : ['-r', 'ts-node/register/transpile-only', source, ...args];
const result = spawnSync(process.execPath, nodeArgs, { stdio: 'inherit', cwd: root, env: { ...process.env, TS_NODE_PROJECT: join(root, 'tsconfig.json') } });
process.exit(result.status ?? 1);
