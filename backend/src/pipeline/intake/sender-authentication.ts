/**
 * Did our receiving mail server see the forwarder authenticated? Only the Authentication-Results
 * header our own server added counts (its authserv-id is MAIL_AUTHSERV_ID; when unset, the
 * topmost header, which is the one the last hop, ours, added). Anything below it could be forged.
 */
export function authservIdOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

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
  const results = header.split(';').slice(1);
  for (const part of results) {
    const method = /^\s*(spf|dkim|dmarc)\s*=\s*([a-z]+)/i.exec(part);
    if (!method || method[2].toLowerCase() !== 'pass') continue;
    const kind = method[1].toLowerCase();
    const prop = (name: string): string | undefined => new RegExp(`${name.replace('.', '\\.')}\\s*=\\s*([^\\s;]+)`, 'i').exec(part)?.[1];
    if (kind === 'dmarc') {
      const headerFrom = prop('header.from');
      if (!headerFrom || aligned(fromDomain, headerFrom)) return true;
    }
    if (kind === 'dkim' && (aligned(fromDomain, prop('header.d')) || aligned(fromDomain, prop('header.i')))) return true;
    if (kind === 'spf' && aligned(fromDomain, prop('smtp.mailfrom'))) return true;
  }
  return false;
}
