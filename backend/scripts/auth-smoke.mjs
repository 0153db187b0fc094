// Drives a running ScamCheck with the official @supabase/auth-js client, the way the apps do:
// sign up → read the confirmation email in the dev mailbox → follow the link → sign in → get and
// update the user → refresh → sign out. Usage: node backend/scripts/auth-smoke.mjs [baseUrl]
import { GoTrueClient } from '@supabase/auth-js';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:3000';
const imap = { host: process.env.IMAP_HOST ?? '127.0.0.1', port: Number(process.env.IMAP_PORT ?? 1143), password: process.env.DEV_MAIL_PASSWORD ?? 'family' };
const email = `smoke-${Date.now().toString(36)}@family.local`;
const password = 'Smoke-Test-2026!';
const step = (label, value) => console.log(`✓ ${label}${value ? `: ${value}` : ''}`);
const fail = (label, error) => { console.error(`✗ ${label}: ${error?.message ?? error}`); process.exit(1); };

async function confirmationLink() {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const client = new ImapFlow({ host: imap.host, port: imap.port, secure: false, auth: { user: email, pass: imap.password }, logger: false });
    await client.connect();
    const lock = await client.getMailboxLock('INBOX');
    try {
      if (client.mailbox && client.mailbox.exists > 0) {
        for await (const msg of client.fetch('1:*', { source: true })) {
          const mail = await simpleParser(msg.source);
          const match = (mail.text ?? '').match(/https?:\/\/\S+\/auth\/v1\/verify\S+/);
          if (match) return match[0];
        }
      }
    } finally {
      lock.release();
      await client.logout();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('no confirmation email arrived');
}

const auth = new GoTrueClient({ url: `${base}/auth/v1`, persistSession: false, autoRefreshToken: false, detectSessionInUrl: false });
const signUp = await auth.signUp({ email, password, options: { data: { name: 'Smoke Test' }, emailRedirectTo: `${base}/auth?confirmed=true` } });
if (signUp.error) fail('sign up', signUp.error);
step('signed up (confirmation required)', email);
const link = await confirmationLink().catch((e) => fail('confirmation email', e));
step('confirmation email received');
const verified = await fetch(link, { redirect: 'manual' });
if (verified.status !== 303) fail('verify', `status ${verified.status}`);
step('confirmed, redirected to', verified.headers.get('location'));
const signIn = await auth.signInWithPassword({ email, password });
if (signIn.error) fail('sign in', signIn.error);
step('signed in', `access token expires in ${signIn.data.session.expires_in} s`);
const user = await auth.getUser();
if (user.error) fail('get user', user.error);
step('got user', user.data.user.user_metadata.name);
const updated = await auth.updateUser({ data: { name: 'Smoke Tested' } });
if (updated.error) fail('update user', updated.error);
step('updated user', updated.data.user.user_metadata.name);
const refreshed = await auth.refreshSession();
if (refreshed.error) fail('refresh', refreshed.error);
step('refreshed (rotated refresh token)');
const out = await auth.signOut();
if (out.error) fail('sign out', out.error);
step('signed out');
