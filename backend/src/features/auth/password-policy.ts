import { LIMITS } from '@scamcheck/shared';

const SETS = ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'];
const SYMBOLS = "!@#$%^&*()_+-=[]{};':\"|<>?,./`~";

export interface PasswordVerdict {
  ok: boolean;
  message: string;
  reasons: string[];
}

/**
 * The password policy (min 8; a number, a symbol, an upper- and a lower-case letter),
 * reported the way GoTrue reports weak passwords (reasons `length` / `characters`).
 */
export function checkPasswordStrength(password: string): PasswordVerdict {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < LIMITS.passwordMin) {
    reasons.push('length');
    messages.push(`Password should be at least ${LIMITS.passwordMin} characters.`);
  }
  const hasEach =
    SETS.every((set) => [...password].some((c) => set.includes(c))) && [...password].some((c) => !/[A-Za-z0-9]/.test(c));
  if (!hasEach) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${[...SETS, SYMBOLS].join(', ')}.`);
  }
  return { ok: reasons.length === 0, message: messages.join(' '), reasons };
}

/** bcrypt's limit in GoTrue; we keep it so clients see the same rule. */
export const PASSWORD_MAX_BYTES = 72;
