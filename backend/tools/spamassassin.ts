/**
 * Runs Debian's SpamAssassin on the same files for comparison: a private spamd on loopback with
 * local tests only (-L: no network, no DNS), queried with spamc, at most two messages at a time.
 * Scores are cached in the temp directory (keyed by content hash) so repeated evals are quick.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CACHE_FILE = join(tmpdir(), 'scamcheck-spamassassin-cache.json');

export interface SpamAssassinScore {
  score: number;
  threshold: number;
}

function run(cmd: string, args: string[], input: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('error', reject);
    child.on('close', () => resolve(out));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

export function spamAssassinAvailable(): boolean {
  return spawnSync('spamc', ['-V'], { stdio: 'ignore' }).status === 0 && spawnSync('spamd', ['--version'], { stdio: 'ignore' }).status === 0;
}

export class SpamAssassinRunner {
  private daemon: ChildProcess | null = null;
  private port = 0;
  private cache: Record<string, SpamAssassinScore> = {};

  async start(): Promise<void> {
    if (existsSync(CACHE_FILE)) {
      try {
        this.cache = JSON.parse(readFileSync(CACHE_FILE, 'utf8')) as Record<string, SpamAssassinScore>;
      } catch {
        this.cache = {};
      }
    }
    this.port = 20000 + Math.floor(Math.random() * 30000);
    const args = ['-L', '-x', `--listen=127.0.0.1:${this.port}`, '-m', '2', '--syslog=stderr'];
    if (process.getuid && process.getuid() === 0) args.push('-u', 'nobody');
    this.daemon = spawn('spamd', args, { stdio: 'ignore' });
    for (let i = 0; i < 120; i += 1) {
      await new Promise((r) => setTimeout(r, 500));
      if (spawnSync('spamc', ['-d', '127.0.0.1', '-p', String(this.port), '-K'], { stdio: 'ignore' }).status === 0) return;
    }
    throw new Error('spamd did not start');
  }

  async score(raw: Buffer): Promise<SpamAssassinScore | null> {
    const key = createHash('sha1').update(raw).digest('hex');
    const hit = this.cache[key];
    if (hit) return hit;
    const out = await run('spamc', ['-d', '127.0.0.1', '-p', String(this.port), '-c', '-s', '10000000'], raw);
    const m = /^(-?[\d.]+)\/([\d.]+)/.exec(out.trim());
    if (!m) return null;
    const result = { score: Number(m[1]), threshold: Number(m[2]) };
    this.cache[key] = result;
    return result;
  }

  stop(): void {
    if (this.daemon && this.daemon.exitCode === null) this.daemon.kill('SIGTERM');
    this.daemon = null;
    try {
      writeFileSync(CACHE_FILE, JSON.stringify(this.cache));
    } catch {
      // The cache is only a speed-up.
    }
  }
}
