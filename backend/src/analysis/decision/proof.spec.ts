import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import type { AnalyzableEmail } from '../analysis.types';
import { buildContext } from '../detectors/email-context';
import type { Ask } from './asks';
import { brandNoticeWithNothingToDo } from './proof';

const notice = (over: Partial<AnalyzableEmail> = {}): AnalyzableEmail =>
  makeEmail({
    subject: 'Air Canada: changement d’horaire de votre vol',
    from: { name: 'Air Canada', address: 'info@aircanada.ca' },
    forwardedInline: true,
    text: 'Votre vol AC 870 partira à 19 h 05 au lieu de 18 h 30. Aucune action n’est requise de votre part.',
    links: [{ href: 'https://www.aircanada.com/reservations', text: 'Mes réservations' }],
    ...over,
  });

const follow: Ask[] = [{ id: 'follow-link', severity: 'mild' } as Ask];

describe('brandNoticeWithNothingToDo: the brand’s own address, and nothing to act on', () => {
  it.each([
    ['a schedule change from the airline’s own address, its links on its site', notice(), [], true],
    ['a link to another site', notice({ links: [{ href: 'https://aircanada-refunds.example.net/claim', text: 'Réclamer' }] }), [], false],
    ['a number to call', notice({ text: 'Votre vol a changé. Appelez le 1-800-555-0142 pour confirmer.' }), [], false],
    ['an attachment', notice({ attachments: [{ filename: 'horaire.pdf', contentType: 'application/pdf', size: 2048 }] as AnalyzableEmail['attachments'] }), [], false],
    ['an ask', notice(), follow, false],
    ['a personal mailbox', notice({ from: { name: 'Air Canada', address: 'aircanada.info@gmail.com' } }), [], false],
    ['another domain than the brand’s', notice({ from: { name: 'Air Canada', address: 'info@aircanada-alerts.example.net' } }), [], false],
  ])('%s', (_name, email, asks, quiet) => {
    expect(brandNoticeWithNothingToDo(buildContext(email as AnalyzableEmail, true), asks as Ask[]) !== null).toBe(quiet);
  });
});
