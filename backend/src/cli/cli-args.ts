/**
 * Tiny argument helpers for the CLI commands (no dependency needed for --flags and paths).
 */
import { isAbsolute, resolve } from 'node:path';

export interface ParsedArgs {
  flags: Set<string>;
  values: Map<string, string>;
  positional: string[];
}

/** Flags that take a value (`--part test`). */
export function parseArgs(argv: string[], valued: string[] = []): ParsedArgs {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split('=', 2);
      if (inline !== undefined) values.set(name, inline);
      else if (valued.includes(name) && i + 1 < argv.length) values.set(name, argv[(i += 1)]);
      else flags.add(name);
    } else positional.push(a);
  }
  return { flags, values, positional };
}

/** npm runs workspace scripts inside backend/; paths the user typed are relative to where they typed them. */
export function userPath(p: string): string {
  if (isAbsolute(p)) return p;
  return resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

/**
 * A numeric option (`--rounds 150`), `fallback` when absent. A value that is not a number ends the
 * command with a clear message instead of running on NaN.
 */
export function numberArg(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.values.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) {
    process.stderr.write(`--${name} takes a number, not "${raw}".\n`);
    process.exit(2);
  }
  return value;
}

/**
 * Runs a command's `main` and sets the process exit code from what it returns; a failure is printed
 * (with its stack when `stack` is set: for the developer commands) and exits with 1.
 */
export async function runCommand(main: () => Promise<number>, stack = false): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (err: unknown) {
    const text = err instanceof Error ? (stack ? err.stack ?? err.message : err.message) : String(err);
    process.stderr.write(`${text}\n`);
    process.exitCode = 1;
  }
}
