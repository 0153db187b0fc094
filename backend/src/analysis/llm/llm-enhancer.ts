/**
 * Optional plain-language advice from an LLM behind an OpenAI-compatible endpoint
 * (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). Off unless configured, never required: on a timeout, an
 * error or an unusable answer (markup, contact details, a quote of the email) the result comes back
 * unchanged. It never changes the verdict, and it only ever sends a short redacted excerpt.
 */
import type { AnalysisResult, AnalyzableEmail, Language, ParsedMessage } from '../analysis.types';
import { contactDetailIn } from './contact-details';
import { MAX_EXCERPT_CHARS, redactExcerpt } from './redact';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Default 4000 ms. */
  timeoutMs?: number;
  language?: Language;
}

export const DEFAULT_LLM_TIMEOUT_MS = 4000;
const MAX_ANSWER_CHARS = 600;

/** The configuration from the environment, or null when the feature is off. */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return null;
  return { baseUrl, model, apiKey: env.LLM_API_KEY?.trim() || undefined };
}

function instructions(language: Language): string {
  const lang = language === 'fr' ? 'French (Canada)' : 'English';
  return [
    'You help seniors in Canada decide what to do with an email they found suspicious.',
    `Write 2 to 3 short, plain sentences in ${lang}: what to do next, concretely. No jargon, no links, no phone numbers except 1-888-495-8501 (Canadian Anti-Fraud Centre).`,
    'Do not change or contradict the verdict you are given. Answer with the advice only.',
  ].join(' ');
}

/**
 * Keeps an answer only if it is plain, short advice: no markup, not empty, and no contact details
 * (phone numbers, email or postal addresses, links), which a hostile email could have asked for.
 */
export function cleanAnswer(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/```[\s\S]*?```/g, ' ').replace(/[*_#>`]/g, '').replace(/\s+/g, ' ').trim();
  if (text.length < 20 || text.length > MAX_ANSWER_CHARS) return null;
  if (/<[a-z/]/i.test(text)) return null;
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text)) return null;
  if (contactDetailIn(text) !== null) return null;
  return text;
}

/** Words in a row an answer may share with the excerpt: more is quoting the email back. */
const QUOTE_WORDS = 6;

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** True when the answer repeats QUOTE_WORDS words in a row of the excerpt (it would be stored with the verdict). */
export function quotesExcerpt(answer: string, excerpt: string): boolean {
  const seen = new Set<string>();
  const source = words(excerpt);
  for (let i = 0; i + QUOTE_WORDS <= source.length; i += 1) seen.add(source.slice(i, i + QUOTE_WORDS).join(' '));
  const said = words(answer);
  for (let i = 0; i + QUOTE_WORDS <= said.length; i += 1) if (seen.has(said.slice(i, i + QUOTE_WORDS).join(' '))) return true;
  return false;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

export async function enhanceWithLlm(
  result: AnalysisResult,
  message: ParsedMessage | AnalyzableEmail,
  config: LlmConfig | null,
  /** Names to redact wherever they appear (the family member's own), besides the forwarder's display name. */
  knownNames: readonly string[] = [],
): Promise<AnalysisResult> {
  if (!config || !config.baseUrl || !config.model) return result;
  const email = 'original' in message ? message.original : message;
  const language = config.language ?? ('wrapper' in message ? message.wrapper.language : undefined) ?? 'en';
  // The family member's own names are redacted wherever they appear, besides greetings, titles and sign-offs.
  const names = ['wrapper' in message ? message.wrapper.from.name : '', ...knownNames].filter(Boolean);
  const excerpt = redactExcerpt(email.subject ?? '', email.text ?? '', MAX_EXCERPT_CHARS, names);
  const payload = {
    model: config.model,
    temperature: 0.2,
    max_tokens: 200,
    messages: [
      { role: 'system', content: instructions(language) },
      {
        role: 'user',
        content: `Verdict: ${result.riskLevel} (confidence ${Math.round(result.confidence * 100)}%).\nWhy: ${result.reasons.slice(0, 4).join(' ')}\nEmail excerpt (redacted):\n${excerpt}`,
      },
    ],
  };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS);
  try {
    const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(payload), signal: controller.signal });
    if (!response.ok) return result;
    const body = (await response.json()) as ChatCompletion;
    const advice = cleanAnswer(body?.choices?.[0]?.message?.content);
    if (!advice || quotesExcerpt(advice, excerpt)) return result;
    return { ...result, aiEnhanced: { recommendation: advice } };
  } catch {
    return result;
  } finally {
    clearTimeout(timer);
  }
}
