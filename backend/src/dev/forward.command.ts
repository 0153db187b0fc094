/**
 * Dev command: forwards an .eml from a family address into the scanning mailbox, the way a mail
 * client forwards it, delivered over LMTP/SMTP with an Authentication-Results header on top as our
 * receiving server would add.
 *
 *   npm run forward -- --from grandma@family.local --style gmail [--lang fr] [--note "Is this real?"]
 *                      [--auth pass|fail|none] [--to check@scamcheck.local] path/to/original.eml
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import { buildForward, ForwardClientStyle } from '../analysis/parsing';
import { parseArgs, userPath } from '../cli/cli-args';
import { loadConfig } from '../platform/config/app-config';

export const FORWARD_STYLES: ForwardClientStyle[] = ['gmail', 'gmail-mobile', 'outlook', 'outlook-web', 'apple', 'yahoo', 'thunderbird', 'attached'];
export type AuthVerdict = 'pass' | 'fail' | 'none';

/** The Authentication-Results line our receiving server adds for a sender (no header for 'none'). */
export function authenticationResultsHeader(authservId: string, from: string, verdict: AuthVerdict): string | null {
  if (verdict === 'none') return null;
  const address = from.replace(/^.*<([^>]+)>.*$/, '$1').trim();
  const domain = address.split('@')[1] ?? 'invalid';
  return verdict === 'pass'
    ? `Authentication-Results: ${authservId}; spf=pass smtp.mailfrom=${address}; dkim=pass header.d=${domain}; dmarc=pass header.from=${domain}`
    : `Authentication-Results: ${authservId}; spf=fail smtp.mailfrom=${address}; dkim=none; dmarc=fail header.from=${domain}`;
}

export interface ForwardRequest {
  original: Buffer;
  from: string;
  to: string;
  style: ForwardClientStyle;
  language?: 'en' | 'fr';
  note?: string;
  auth?: AuthVerdict;
  authservId: string;
}

/** The forward as it lands in the scanning mailbox (Authentication-Results on top). */
export async function composeForward(req: ForwardRequest): Promise<Buffer> {
  const forward = await buildForward(req.original, { style: req.style, from: req.from, to: req.to, language: req.language, note: req.note });
  const header = authenticationResultsHeader(req.authservId, req.from, req.auth ?? 'pass');
  return header ? Buffer.concat([Buffer.from(`${header}\r\n`), forward]) : forward;
}

export interface Transport {
  host: string;
  port: number;
  lmtp: boolean;
  secure?: boolean;
}

/** Delivers a raw message to one recipient over LMTP (local Dovecot) or SMTP. */
export async function deliverRaw(transport: Transport, envelope: { from: string; to: string }, raw: Buffer): Promise<void> {
  const t = createTransport({ host: transport.host, port: transport.port, lmtp: transport.lmtp, secure: transport.secure ?? false } as Parameters<typeof createTransport>[0]);
  try {
    await t.sendMail({ envelope: { from: envelope.from, to: [envelope.to] }, raw });
  } finally {
    t.close();
  }
}

const USAGE = `Usage: npm run forward -- --from ADDRESS [--style ${FORWARD_STYLES.join('|')}] [--lang en|fr]
                        [--note TEXT] [--auth pass|fail|none] [--to SCAN_ADDRESS] FILE.eml`;

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ['from', 'style', 'lang', 'note', 'auth', 'to']);
  const file = args.positional[0];
  const from = args.values.get('from');
  const style = (args.values.get('style') ?? 'gmail') as ForwardClientStyle;
  const lang = args.values.get('lang');
  const auth = (args.values.get('auth') ?? 'pass') as AuthVerdict;
  if (args.flags.has('help') || !file || !from || !FORWARD_STYLES.includes(style) || (lang && lang !== 'en' && lang !== 'fr') || !['pass', 'fail', 'none'].includes(auth)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const to = args.values.get('to') ?? config.SCAN_MAILBOX_ADDRESS;
  const raw = await composeForward({
    original: readFileSync(userPath(file)),
    from,
    to,
    style,
    language: lang as 'en' | 'fr' | undefined,
    note: args.values.get('note'),
    auth,
    authservId: config.MAIL_AUTHSERV_ID ?? 'scamcheck.local',
  });
  const envelopeFrom = from.replace(/^.*<([^>]+)>.*$/, '$1').trim();
  await deliverRaw({ host: config.SMTP_HOST, port: config.SMTP_PORT, lmtp: config.SMTP_LMTP, secure: config.SMTP_SECURE }, { from: envelopeFrom, to }, raw);
  process.stdout.write(`Forwarded ${file} from ${envelopeFrom} to ${to} (${style}${lang ? `, ${lang}` : ''}, auth ${auth}). The verdict arrives in ${envelopeFrom}'s mailbox.\n`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`forward failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
