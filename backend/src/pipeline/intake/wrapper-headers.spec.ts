import { messageKeyFor, readWrapperHeaders } from './wrapper-headers';

const block = (lines: string[]): Buffer => Buffer.from(`${lines.join('\r\n')}\r\n`);

describe('wrapper headers', () => {
  it('reads the forwarder, threading and Authentication-Results topmost first', async () => {
    const h = await readWrapperHeaders(
      block([
        'Authentication-Results: mx.ours; spf=pass',
        '  smtp.mailfrom=rose@example.ca',
        'Authentication-Results: mx.other; dmarc=pass',
        'From: "Rose" <Rose@Example.CA>',
        'Subject: =?utf-8?Q?Fwd=3A_Colis_retenu?=',
        'Message-ID: <abc@example.ca>',
        'References: <r1@x> <r2@x>',
      ]),
    );
    expect(h.fromAddress).toBe('rose@example.ca');
    expect(h.fromName).toBe('Rose');
    expect(h.subject).toBe('Fwd: Colis retenu');
    expect(h.messageId).toBe('<abc@example.ca>');
    expect(h.references).toEqual(['<r1@x>', '<r2@x>']);
    expect(h.authenticationResults).toEqual(['mx.ours; spf=pass smtp.mailfrom=rose@example.ca', 'mx.other; dmarc=pass']);
    expect(h.automated).toBe(false);
  });

  it('never echoes a Message-ID that could break a header', async () => {
    const h = await readWrapperHeaders(block(['From: a@example.ca', 'Message-ID: <a b\u0000>', 'References: <ok@x> bad <also ok@x>']));
    expect(h.messageId === undefined || /^<[^\s<>]+>$/.test(h.messageId)).toBe(true);
    expect(h.references).toContain('<ok@x>');
    for (const ref of h.references) expect(ref).toMatch(/^<[^\s<>\x00-\x1f]+>$/);
  });

  it('recognises machine mail that must never be answered', async () => {
    expect((await readWrapperHeaders(block(['From: a@example.ca', 'Auto-Submitted: auto-replied']))).automated).toBe(true);
    expect((await readWrapperHeaders(block(['From: MAILER-DAEMON@example.ca']))).automated).toBe(true);
    expect((await readWrapperHeaders(block(['From: a@example.ca', 'Precedence: bulk']))).automated).toBe(true);
    expect((await readWrapperHeaders(block(['From: a@example.ca', 'Auto-Submitted: no']))).automated).toBe(false);
  });

  it('keys a message by forwarder and Message-ID, else by mailbox coordinates', async () => {
    const a = await readWrapperHeaders(block(['From: a@example.ca', 'Message-ID: <m@x>']));
    const b = await readWrapperHeaders(block(['From: b@example.ca', 'Message-ID: <m@x>']));
    expect(messageKeyFor(a, '1', 5)).toBe(messageKeyFor(a, '2', 9));
    expect(messageKeyFor(a, '1', 5)).not.toBe(messageKeyFor(b, '1', 5));
    const none = await readWrapperHeaders(block(['From: a@example.ca']));
    expect(messageKeyFor(none, '77', 5)).toBe('imap:77:5');
  });
});
