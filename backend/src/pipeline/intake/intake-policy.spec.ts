import { decideIntake, IntakeDecision, IntakeFacts, isRateLimited, MAX_ALLOWANCE_REPLIES_PER_DAY, ReadFirst } from './intake-policy';

/** A registered, non-admin member with scans left, not yet read. */
const member: IntakeFacts = {
  sender: 'rose@family.local',
  automated: false,
  ownAddress: false,
  blocked: false,
  authenticated: true,
  account: { admin: false },
  oversized: false,
  dailyLimit: 2,
  scansToday: 0,
};
const stranger: IntakeFacts = { ...member, account: null };
const admin: IntakeFacts = { ...member, account: { admin: true } };

describe('decideIntake', () => {
  const table: [string, IntakeFacts, IntakeDecision | ReadFirst][] = [
    // who forwarded
    ['no sender', { ...member, sender: '' }, { outcome: 'ignored' }],
    ['machine mail (auto-reply, bounce, bulk)', { ...member, automated: true }, { outcome: 'ignored' }],
    ['our own address (no mail loop)', { ...member, ownAddress: true }, { outcome: 'ignored' }],
    ['machine mail from a blocked address is ignored first', { ...member, automated: true, blocked: true }, { outcome: 'ignored' }],
    ['a blocked member', { ...member, blocked: true }, { outcome: 'blocked' }],
    ['a blocked stranger', { ...stranger, blocked: true }, { outcome: 'blocked' }],
    ['an authenticated stranger gets the invitation', stranger, { outcome: 'unregistered', reply: 'unregistered' }],
    ['an unauthenticated stranger gets nothing (no backscatter)', { ...stranger, authenticated: false }, { outcome: 'unregistered' }],
    ['an oversized forward from a stranger is still an invitation', { ...stranger, oversized: true }, { outcome: 'unregistered', reply: 'unregistered' }],
    ['the invitation goes out once a day', { ...stranger, repliesToday: { unregistered: 1 } }, { outcome: 'unregistered' }],
    // what a member is allowed
    ['a member with scans left: read it', member, { outcome: 'read' }],
    ['oversized by the mailbox count', { ...member, oversized: true }, { outcome: 'oversized', reply: 'oversized' }],
    ['oversized wins over the allowance', { ...member, oversized: true, scansToday: 2 }, { outcome: 'oversized', reply: 'oversized' }],
    ['one scan below the allowance: read it', { ...member, scansToday: 1 }, { outcome: 'read' }],
    ['the allowance used up', { ...member, scansToday: 2 }, { outcome: 'over_allowance', reply: 'allowance' }],
    ['past the allowance', { ...member, scansToday: 7 }, { outcome: 'over_allowance', reply: 'allowance' }],
    [
      `allowance replies stop after ${MAX_ALLOWANCE_REPLIES_PER_DAY} a day`,
      { ...member, scansToday: 2, repliesToday: { allowance: MAX_ALLOWANCE_REPLIES_PER_DAY } },
      { outcome: 'over_allowance' },
    ],
    [
      'one allowance reply left today',
      { ...member, scansToday: 2, repliesToday: { allowance: MAX_ALLOWANCE_REPLIES_PER_DAY - 1 } },
      { outcome: 'over_allowance', reply: 'allowance' },
    ],
    ['an admin is never over the allowance', { ...admin, scansToday: 50 }, { outcome: 'read' }],
    ['no limit when DAILY_SCAN_LIMIT is 0', { ...member, dailyLimit: 0, scansToday: 50 }, { outcome: 'read' }],
    // finding 4: a From header proves nothing, a member's forward needs our server's aligned pass too
    ['a member our server did not see authenticated', { ...member, authenticated: false }, { outcome: 'unverified', reply: 'unverified' }],
    ['an admin our server did not see authenticated', { ...admin, authenticated: false }, { outcome: 'unverified', reply: 'unverified' }],
    ['unverified wins over oversized and the allowance', { ...member, authenticated: false, oversized: true, scansToday: 9 }, { outcome: 'unverified', reply: 'unverified' }],
    ['unverified notices stop after 3 a day', { ...member, authenticated: false, repliesToday: { unverified: 3 } }, { outcome: 'unverified' }],
    ['one unverified notice left today', { ...member, authenticated: false, repliesToday: { unverified: 2 } }, { outcome: 'unverified', reply: 'unverified' }],
    ['a blocked, unauthenticated member stays blocked', { ...member, authenticated: false, blocked: true }, { outcome: 'blocked' }],
    // what reading it gave
    ['read and analysed', { ...member, content: 'analysed' }, { outcome: 'analysed', reply: 'analysis' }],
    ['larger once parsed', { ...member, content: 'oversized' }, { outcome: 'oversized', reply: 'oversized' }],
    ['could not be parsed or analysed', { ...member, content: 'unreadable' }, { outcome: 'unreadable', reply: 'unreadable' }],
    ['analysed by an admin with many scans', { ...admin, scansToday: 50, content: 'analysed' }, { outcome: 'analysed', reply: 'analysis' }],
    ['analysed, but another forward took the last scan meanwhile', { ...member, scansToday: 2, content: 'analysed' }, { outcome: 'over_allowance', reply: 'allowance' }],
    // finding 3: after INTAKE_MAX_ATTEMPTS failures, any message is retired as unreadable
    ['given up on a member\'s message', { ...member, gaveUp: true }, { outcome: 'unreadable', reply: 'unreadable' }],
    ['given up on a stranger\'s message', { ...stranger, gaveUp: true }, { outcome: 'unreadable', reply: 'unreadable' }],
    ['given up on an unauthenticated sender\'s message: no reply', { ...member, authenticated: false, gaveUp: true }, { outcome: 'unreadable' }],
    ['given up on machine mail', { ...member, automated: true, gaveUp: true }, { outcome: 'ignored' }],
    ['given up on a blocked sender\'s message', { ...member, blocked: true, gaveUp: true }, { outcome: 'blocked' }],
    ['given up even over the allowance', { ...member, scansToday: 9, gaveUp: true }, { outcome: 'unreadable', reply: 'unreadable' }],
    ['verdicts are not rate-limited', { ...member, content: 'analysed', repliesToday: { analysis: 40 } }, { outcome: 'analysed', reply: 'analysis' }],
  ];

  it.each(table)('%s', (_name, facts, expected) => {
    expect(decideIntake(facts)).toEqual(expected);
  });

  it('rate-limits the invitation, the unverified notice and the allowance replies only', () => {
    expect(['analysis', 'unregistered', 'unverified', 'allowance', 'oversized', 'unreadable'].filter((k) => isRateLimited(k as never))).toEqual([
      'unregistered',
      'unverified',
      'allowance',
    ]);
  });
});
