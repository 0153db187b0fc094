// Runs a backend dev command from dist/ when built, else from src/ through ts-node (transpile only).
// Usage: node scripts/run-dev-command.mjs dev/forward.command [args...]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [target, ...args] = process.argv.slice(2);
const built = join(root, 'dist', `${target}.js`);
const source = join(root, 'src', `${target}.ts`);
const useDist = existsSync(built) && process.env.SCAMCHECK_FROM_SOURCE !== '1';
const nodeArgs = useDist ? [built, ...args] : ['-r', 'ts-node/register/transpile-only', source, ...args];
const result = spawnSync(process.execPath, nodeArgs, { stdio: 'inherit', cwd: root, env: { ...process.env, TS_NODE_PROJECT: join(root, 'tsconfig.json') } });
process.exit(result.status ?? 1);
