import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { disguiseDetector } from './disguise.detector';
import { buildContext } from './email-context';

const run = (subject: string, text = ''): string[] => disguiseDetector(buildContext(makeEmail({ subject, text }))).map((f) => f.detector);

describe('disguise detector', () => {
  it('flags Latin words carrying Cyrillic look-alike letters, and still sees the brand', () => {
    expect(run('Your Am\u0430zon.c\u043em acc\u043eunt is on hold')).toEqual(['disguised-letters']);
    const ctx = buildContext(makeEmail({ subject: 'Your Am\u0430zon.c\u043em account', from: { name: 'Team', address: 'x@example.net' } }));
    expect(ctx.headerBrands.map((b) => b.id)).toContain('amazon');
  });

  it('flags capitalised words with 0 for O or l for I', () => {
    expect(run('IMP0RTANT INF0RMATI0N', 'lTAUCARD: HABILITE SUA C0NTA')).toEqual(['disguised-words']);
    expect(run('Your rx order', 'V1AGRA from $1.45, C1ALIS from $2.10')).toEqual(['disguised-words']); // 1 for I
  });

  it('reads a digit ending a capitalised name as its number, not as a letter', () => {
    expect(run('UART0 and UART1 on the N310', 'SFP0 link drops; RIO0 reset; ETH0 is up')).toEqual([]);
  });

  it('flags marks sprinkled over letters, but not accents written as combining marks', () => {
    expect(run('Fa\u0337lha na e\u0337ntre\u0337ga: sua e\u0337ntrega pendente')).toEqual(['disguised-letters']);
    expect(run('Caf\u0301e et cre\u0300me bru\u0302le\u0301e', 'Re\u0301union a\u0300 Montre\u0301al')).toEqual([]);
  });

  it('flags words spelled in styled mathematical letters, but not one styled symbol or a formula', () => {
    expect(run('\u{1D418}\u{1D40E}\u{1D414} \u{1D407}\u{1D400}\u{1D415}\u{1D404} \u{1D416}\u{1D40E}\u{1D40D} a prize')).toEqual(['disguised-words']);
    expect(run('Your order', 'Total: \u{1D465} + \u{1D466} = 2 and the set \u{211D}')).toEqual([]);
    expect(run('Meeting notes', 'See the \u{1D400}\u{1D401}\u{1D402} section')).toEqual([]);
  });

  it('flags a random code in the subject but not order or tracking numbers', () => {
    expect(run('Beneficio Liberado - vKsJR5Dcnny')).toEqual(['subject-random-code']);
    expect(run('Your order #702-4411829-1234567 has shipped')).toEqual([]);
    expect(run('Tracking 1Z999AA10123456784 delivered')).toEqual([]);
    expect(run('Get Out of Debt Fast                          12244')).toEqual(['subject-random-code']);
    expect(run('Highest Concentration of Pure Human Pheromone            OVDKSPCR')).toEqual(['subject-random-code']);
    expect(run('Minutes of the meeting  2024')).toEqual([]);
  });

  it('flags a random code cut into pieces by hyphens, but not version or product names', () => {
    expect(run('Jump start desire in both men and women 7893vBvF1-278ZKCc8-17')).toEqual(['subject-random-code']);
    expect(run('Younger and healthier with ULTIMATE-hGH17283')).toEqual(['subject-random-code']);
    expect(run('x86-64 build fails on Win2K-SP3-Update')).toEqual([]);
    expect(run('Glückwunsch zur 50-Dollar-Aktion')).toEqual([]);
    expect(run('Ticket INC-20231104-aB updated')).toEqual([]);
  });

  it('flags a run of random letters added to each copy, but not long words, codes or quoted spam', () => {
    expect(run('Hello', 'Visit my new page today! gcoakgwnibgafjecarccjbjiiqlluijseublait')).toEqual(['random-letters']);
    expect(run('Special offer ahpvqeqkoacigulvlrcqr', 'Buy now.')).toEqual(['random-letters']);
    const words =
      'internationalization counterproliferation rechtsschutzversicherung betalingsherinnering vriendelijkheid ' +
      'loyaliteitsprogramma desproporcionadamente rechtswissenschaftlichem deadbeefcafebabe ' +
      'https://example.com/qgncmtflpngnodveuomgyo ref=mmxrxrxhfqlwfokhcb dGhpcyBpcyBiYXNlNjQgdGV4dA==';
    expect(run('Notes', words)).toEqual([]);
    expect(run('Spam again', 'Look at this one:\n> hyohxsycjlakdbmhjpiouupngoqrm\njm> xdhjmhoawofjkngdtfesh\nAnnoying.')).toEqual([]);
  });

  it('leaves normal English, French and Russian text alone', () => {
    expect(run('Meeting at 10:00', 'Bonjour, la réunion est à 10 h. Привет, как дела? Order A10 shipped, model X100.')).toEqual([]);
  });
});
