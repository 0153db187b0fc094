import type { EmailAttachment } from '../analysis.types';
import { makeEmail } from '../../../test/fixtures/analysis/make-email';
import { attachmentDetector } from './attachment.detector';
import { buildContext } from './email-context';

const run = (attachments: EmailAttachment[]): string[] => attachmentDetector(buildContext(makeEmail({ attachments }))).map((f) => f.detector);
const att = (filename: string, extra: Partial<EmailAttachment> = {}): EmailAttachment => ({ filename, contentType: 'application/octet-stream', size: 1000, ...extra });

describe('attachment detector', () => {
  it('flags programs, scripts and disguised names', () => {
    expect(run([att('setup.exe')])).toEqual(['attachment-executable']);
    expect(run([att('invoice.js')])).toEqual(['attachment-executable']);
    expect(run([att('Invoice.pdf.scr')])).toEqual(['attachment-executable']);
    expect(run([att('scan.pdf .iso')])).toEqual(['attachment-executable']);
  });

  it('flags HTML pages (more when they carry a form), macro documents and archives holding programs', () => {
    expect(run([att('secure-message.html', { contentType: 'text/html' })])).toEqual(['attachment-html']);
    expect(run([att('login.htm', { hasForm: true })])).toEqual(['attachment-html-form']);
    expect(run([att('report.docm')])).toEqual(['attachment-macro']);
    expect(run([att('report.doc', { hasMacros: true })])).toEqual(['attachment-macro']);
    expect(run([att('files.zip', { innerFilenames: ['photo.jpg', 'run.vbs'] })])).toEqual(['attachment-archive-program']);
  });

  it('leaves photos, PDFs and a technical list’s shell scripts alone', () => {
    expect(run([att('IMG_2041.jpg', { contentType: 'image/jpeg' }), att('statement.pdf', { contentType: 'application/pdf' })])).toEqual([]);
    expect(run([att('create_symlinks.sh', { contentType: 'application/octet-stream' })])).toEqual([]);
  });
});
