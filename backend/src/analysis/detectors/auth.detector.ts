/**
 * Sender authentication of the original, when its headers survived (bare or attached forwards).
 * Inline forwards lose these headers, so absence is never held against a message.
 * A forged "pass" is possible in a hostile message, which is why a pass only ever gives a modest
 * push towards safe and only when it is aligned with the visible From domain.
 */
import { brandOwnsDomain } from '../domains/brands';
import { registrableDomain } from '../domains/domain-utils';
import { authProp, parseAuthenticationResults } from '../parsing/header-reader';
import type { EmailContext } from './email-context';
import type { Finding } from './finding';
import { signal } from '../signals/signal-registry';

export type AuthVerdict = 'pass' | 'fail' | 'softfail' | 'none' | 'other';

export interface AuthSummary {
  spf?: AuthVerdict;
  dkim?: AuthVerdict;
  dmarc?: AuthVerdict;
  compauth?: AuthVerdict;
  /** Domain DMARC evaluated (header.from), lower-cased. */
  headerFrom?: string;
  /** Domains of passing DKIM signatures (header.d). */
  dkimPassDomains: string[];
  /**
   * The policy the From domain publishes, as the receiving server noted it beside a DMARC fail
   * ("dmarc=fail (p=REJECT …)"): `reject` or `quarantine` means the domain's owner calls such mail forged.
   */
  failedPolicy?: 'reject' | 'quarantine' | 'none';
}

function verdict(word: string): AuthVerdict {
  const w = word.toLowerCase();
  if (w === 'pass' || w === 'bestguesspass') return 'pass';
  if (w === 'fail' || w === 'hardfail') return 'fail';
  if (w === 'softfail') return 'softfail';
  if (w === 'none' || w === 'neutral') return 'none';
  return 'other';
}

/** The domain of a property value (`example.ca`, `@example.ca`, `user@example.ca`), lower-cased. */
function domainOf(value: string | undefined): string | undefined {
  return /^[a-z0-9.-]+/i.exec((value ?? '').replace(/^.*@/, ''))?.[0].toLowerCase();
}

/** Reads the topmost Authentication-Results (added by the receiving server) and Received-SPF. */
export function summariseAuth(headers: { name: string; value: string }[]): AuthSummary {
  const summary: AuthSummary = { dkimPassDomains: [] };
  const ar = headers.find((h) => h.name.toLowerCase() === 'authentication-results');
  if (ar) {
    const { results } = parseAuthenticationResults(ar.value);
    const first = (method: string): AuthVerdict | undefined => {
      const r = results.find((x) => x.method === method);
      return r ? verdict(r.result) : undefined;
    };
    summary.spf = first('spf');
    summary.dmarc = first('dmarc');
    summary.compauth = first('compauth');
    const policy = /\bdmarc=fail\b[^;]{0,200}?\bp=(reject|quarantine|none)\b/i.exec(ar.value);
    if (policy) summary.failedPolicy = policy[1].toLowerCase() as AuthSummary['failedPolicy'];
    const from = results.map((r) => domainOf(authProp(r, 'header.from'))).find(Boolean);
    if (from) summary.headerFrom = from;
    const signed = results
      .filter((r) => r.method === 'dkim')
      .map((r) => ({ res: verdict(r.result), domain: domainOf(r.props.find(([k]) => k === 'header.d' || k === 'header.i')?.[1]) }))
      .filter((s) => s.domain)
      .slice(0, 20);
    for (const s of signed) {
      if (s.res === 'pass') summary.dkimPassDomains.push(s.domain as string);
      if (summary.dkim !== 'pass') summary.dkim = s.res;
    }
    if (signed.length === 0) summary.dkim = first('dkim');
  }
  if (!summary.spf) {
    const rs = headers.find((h) => h.name.toLowerCase() === 'received-spf');
    const m = rs ? /^\s*([a-z]+)/i.exec(rs.value) : null;
    if (m) summary.spf = verdict(m[1]);
  }
  return summary;
}

export function authDetector(ctx: EmailContext): Finding[] {
  const auth = summariseAuth(ctx.email.authHeaders ?? []);
  const findings: Finding[] = [];
  const fromReg = ctx.fromRegistrable;
  const aligned = auth.headerFrom ? registrableDomain(auth.headerFrom) === fromReg : true;
  const dmarcFailed = auth.dmarc === 'fail' || auth.compauth === 'fail';
  if (dmarcFailed && aligned) {
    findings.push(signal('auth', `dmarc=${auth.dmarc ?? '-'} compauth=${auth.compauth ?? '-'} for ${fromReg}`, { weight: 2.2, reason: 'authFailed' }));
  } else if (auth.spf === 'fail' && auth.dkim !== 'pass') {
    findings.push(signal('auth', 'spf=fail without dkim pass', { weight: 1.2, reason: 'authFailed' }));
  } else if (auth.spf === 'softfail' && auth.dkim !== 'pass' && auth.dmarc !== 'pass') {
    findings.push(signal('auth', 'spf=softfail', { weight: 0.5 }));
  }
  // An inline forward has dropped the original's authentication results: nothing says the sender is
  // who it claims to be, and the verdict leans more on the wording (scoring/verdict.ts).
  if (ctx.email.forwardedInline) {
    findings.push(signal('auth-unseen', 'forwarded inline: the original’s authentication results are gone'));
  }
  const dkimAligned = auth.dkimPassDomains.some((d) => registrableDomain(d) === fromReg);
  if (fromReg && auth.dmarc === 'pass' && aligned && (dkimAligned || auth.spf === 'pass')) {
    // A pass proves the domain, not its honesty (scammers authenticate their own domains too); it is
    // strong only when the domain is the brand the message speaks for.
    const brandDomain = ctx.headerBrands.some((b) => brandOwnsDomain(b, fromReg));
    findings.push(signal('auth', `dmarc=pass aligned with ${fromReg}${brandDomain ? ' (the brand\'s own domain)' : ''}`, { weight: brandDomain ? -1.5 : -0.3 }));
  }
  return findings;
}
