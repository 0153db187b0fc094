import { authProp, authservIdOf, parseAuthenticationResults } from '../../analysis/parsing/header-reader';

/**
 * Did our receiving mail server see the forwarder authenticated? Only the Authentication-Results
 * header our own server added counts (its authserv-id is MAIL_AUTHSERV_ID; when unset, the
 * topmost header, which is the one the last hop, ours, added). Anything below it could be forged.
 */
export { authservIdOf };

function aligned(fromDomain: string, domain: string | undefined): boolean {
  if (!domain) return false;
  const d = domain.trim().toLowerCase().replace(/^@/, '').replace(/.*@/, '');
  return d.length > 0 && (fromDomain === d || fromDomain.endsWith(`.${d}`) || d.endsWith(`.${fromDomain}`));
}

export function trustedAuthenticationResults(headers: string[], authservId?: string): string | undefined {
  if (!authservId) return headers[0];
  const wanted = authservId.trim().toLowerCase();
  return headers.find((h) => authservIdOf(h) === wanted);
}

export function isSenderAuthenticated(headers: string[], fromAddress: string, authservId?: string): boolean {
  const header = trustedAuthenticationResults(headers, authservId);
  const fromDomain = fromAddress.split('@')[1]?.toLowerCase();
  if (!header || !fromDomain) return false;
  for (const r of parseAuthenticationResults(header).results) {
    if (r.result !== 'pass') continue;
    if (r.method === 'dmarc') {
      const headerFrom = authProp(r, 'header.from');
      if (!headerFrom || aligned(fromDomain, headerFrom)) return true;
    }
    if (r.method === 'dkim' && (aligned(fromDomain, authProp(r, 'header.d')) || aligned(fromDomain, authProp(r, 'header.i')))) return true;
    if (r.method === 'spf' && aligned(fromDomain, authProp(r, 'smtp.mailfrom'))) return true;
  }
  return false;
}
