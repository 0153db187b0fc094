import { LIMITS } from './constants';
import { MESSAGES } from './messages';

/** A pragmatic address check shared by every form (same rule the apps apply with zod). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/**
 * The admin email check (blocking and test email). Returns the first failing
 * rule's message, or null when the address is acceptable.
 */
export function adminEmailError(input: unknown): string | null {
  if (input === undefined || input === null || typeof input !== 'string') return MESSAGES.adminEmailRequired;
  if (input.length === 0) return MESSAGES.adminEmailRequired;
  const email = input.trim();
  if (email.length > LIMITS.adminEmailMax) return MESSAGES.adminEmailMax;
  if (email.length === 0) return MESSAGES.adminEmailEmpty;
  const parts = email.split('@');
  if (parts.length !== 2) return MESSAGES.adminEmailFormat;
  const [local, domain] = parts;
  if (!local || local.length > LIMITS.localPartMax) return MESSAGES.adminEmailFormat;
  if (email.includes('..')) return MESSAGES.adminEmailFormat;
  if (local.startsWith('.') || local.endsWith('.')) return MESSAGES.adminEmailFormat;
  if (/\s/.test(email)) return MESSAGES.adminEmailFormat;
  if (!domain || !domain.includes('.')) return MESSAGES.adminEmailFormat;
  if (domain.startsWith('.') || domain.endsWith('.') || domain.startsWith('-')) return MESSAGES.adminEmailFormat;
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (tld.length < 2 || !/^[a-z]+$/i.test(tld)) return MESSAGES.adminEmailTld;
  return null;
}

/** Normalises an address for storage and comparison (trimmed, lower-cased). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Password rules in the order the app shows them; an empty list means acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < LIMITS.passwordMin) problems.push(MESSAGES.passwordMin);
  if (!/[0-9]/.test(password)) problems.push(MESSAGES.passwordNumber);
  if (!/[^A-Za-z0-9]/.test(password)) problems.push(MESSAGES.passwordSymbol);
  if (!/[A-Z]/.test(password)) problems.push(MESSAGES.passwordUpper);
  if (!/[a-z]/.test(password)) problems.push(MESSAGES.passwordLower);
  return problems;
}
