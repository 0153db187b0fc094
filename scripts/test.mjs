// `npm test`: builds everything, then runs every suite: templates (jest), the backend's unit,
// integration and browser tests (jest, real PostgreSQL/Redis/Dovecot/Chromium), and both apps'
// component tests (vitest). Prints one closing line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumInstalled, dovecotInstalled, ensureDebianPackages, run } from './lib/env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
ensureDebianPackages(['dovecot-imapd', 'dovecot-lmtpd'], dovecotInstalled);
ensureDebianPackages(['chromium'], chromiumInstalled);
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build']);

const reports = mkdtempSync(join(tmpdir(), 'scamcheck-test-reports-'));
const suites = [
  { name: 'lint', cwd: '.', cmd: 'npx', args: ['eslint', 'shared/src', 'templates/src', 'backend/src', 'backend/tools', 'backend/training', 'backend/test', 'user-ui/src', 'admin-ui/src'], kind: 'lint' },
  { name: 'templates', cwd: 'templates', cmd: 'npx', args: ['jest', '--ci', '--json', `--outputFile=${join(reports, 'templates.json')}`], kind: 'jest' },
  { name: 'backend', cwd: 'backend', cmd: 'npx', args: ['jest', '--ci', '--runInBand', '--json', `--outputFile=${join(reports, 'backend.json')}`], kind: 'jest' },
  { name: 'user-ui', cwd: 'user-ui', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'user-ui.json')}`], kind: 'vitest' },
  { name: 'admin-ui', cwd: 'admin-ui', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'admin-ui.json')}`], kind: 'vitest' },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
for (const suite of suites) {
  const dir = join(root, suite.cwd);
  if (!existsSync(join(dir, 'package.json'))) continue;
  console.log(`\n=== ${suite.name} ===`);
  const result = spawnSync(suite.cmd, suite.args, { cwd: dir, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  const report = join(reports, `${suite.name}.json`);
  if (existsSync(report)) {
    const data = JSON.parse(readFileSync(report, 'utf8'));
    passed += data.numPassedTests ?? 0;
    failed += data.numFailedTests ?? 0;
    skipped += (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
    if ((data.numFailedTestSuites ?? 0) > 0 && (data.numFailedTests ?? 0) === 0) {
      failed += data.numFailedTestSuites;
      problems.push(`${suite.name}: ${data.numFailedTestSuites} suite(s) failed to run`);
    }
  } else if (suite.kind === 'lint') {
    if (result.status === 0) passed += 1;
    else { failed += 1; problems.push('lint: ESLint found problems'); }
  } else if (result.status !== 0) {
    failed += 1;
    problems.push(`${suite.name}: exited ${result.status ?? result.signal} without a report`);
  }
  if (result.status !== 0 && !problems.some((p) => p.startsWith(suite.name))) problems.push(`${suite.name}: exited ${result.status}`);
}
rmSync(reports, { recursive: true, force: true });

console.log('');
for (const p of problems) console.log(`problem: ${p}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
