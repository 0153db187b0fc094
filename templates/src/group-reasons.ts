import { AI_REASON_MARKER } from '@scamcheck/shared';

/**
 * Reason grouping. Order of checks matters: an AI reason goes to the AI group even
 * if it says "suspicious", and critical wins over warning. French keywords are included because
 * the engine may word its reasons in the reader's language. Matching is case-insensitive and on
 * substrings, exactly as the spec words it ("containing"), so "dangerous" matches "danger",
 * "suspecte" matches "suspect", "urgence" is added as the French noun for urgency.
 *
 * Caveat worth knowing upstream: a reason like "No suspicious links" lands in "critical" under
 * this rule; the engine should word good signs without these keywords.
 */
export const CRITICAL_KEYWORDS = ['urgent', 'suspicious', 'danger', 'threat', 'urgence', 'suspect', 'menace'] as const;
export const WARNING_KEYWORDS = ['warning', 'caution', 'avertissement', 'prudence'] as const;

export interface ReasonGroups {
  /** Red flags: urgent, suspicious, danger, threat (and French equivalents). */
  readonly critical: string[];
  /** Points to watch: warning, caution (and French equivalents). */
  readonly warning: string[];
  /** Everything else that is not from the AI: good signs / neutral indicators. */
  readonly safe: string[];
  /** Reasons that started with AI_REASON_MARKER, marker removed for display. */
  readonly ai: string[];
}

export function isAiReason(reason: string): boolean {
  return reason.trimStart().toLowerCase().startsWith(AI_REASON_MARKER.trim().toLowerCase());
}

export function stripAiMarker(reason: string): string {
  return isAiReason(reason) ? reason.trimStart().slice(AI_REASON_MARKER.trim().length).trim() : reason.trim();
}

function containsAny(text: string, keywords: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return keywords.some((keyword) => lower.includes(keyword));
}

export function groupReasons(reasons: readonly string[] | null | undefined): ReasonGroups {
  const groups: ReasonGroups = { critical: [], warning: [], safe: [], ai: [] };
  for (const raw of reasons ?? []) {
    if (typeof raw !== 'string') continue;
    if (isAiReason(raw)) {
      const text = stripAiMarker(raw);
      if (text) groups.ai.push(text);
      continue;
    }
    const text = raw.trim();
    if (!text) continue;
    if (containsAny(text, CRITICAL_KEYWORDS)) groups.critical.push(text);
    else if (containsAny(text, WARNING_KEYWORDS)) groups.warning.push(text);
    else groups.safe.push(text);
  }
  return groups;
}
