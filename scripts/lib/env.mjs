// Small helpers shared by the start and test scripts (plain Node, no dependencies).
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

/** Loads KEY=value lines from a .env file into process.env without overriding what is already set. */
export function loadDotEnv(path) {
  if (!existsSync(path)) return false;
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
    if (!match || line.trim().startsWith('#')) continue;
    let value = match[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    if (process.env[match[1]] === undefined) process.env[match[1]] = value;
  }
  return true;
}

export function have(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages when they are missing (as root), or explains how. */
export function ensureDebianPackages(packages, check) {
  if (check()) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(`Missing system packages: ${packages.join(' ')}. Install them with: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} (Debian packages)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  // Debian starts a system-wide Dovecot on install; ours runs from its own config, so stop that one.
  if (packages.some((p) => p.startsWith('dovecot'))) {
    spawnSync('sh', ['-c', 'service dovecot stop >/dev/null 2>&1 || pkill -x dovecot || true'], { stdio: 'ignore' });
  }
}

export function dovecotInstalled() {
  return existsSync('/usr/sbin/dovecot') && existsSync('/usr/lib/dovecot/lmtp') && existsSync('/usr/lib/dovecot/imap');
}

export function chromiumInstalled() {
  return existsSync('/usr/bin/chromium');
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
