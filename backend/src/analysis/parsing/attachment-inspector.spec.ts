import { describeAttachment } from './attachment-inspector';
import { listZipEntries } from './zip-listing';
import { buildZip } from './zip-test-helper';

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

describe('describeAttachment', () => {
  it('lists the files inside a zip archive', () => {
    const zip = buildZip([{ name: 'invoice.pdf.exe', data: Buffer.from('MZ') }, { name: 'Facture n°1.txt', data: Buffer.from('x') }]);
    expect(describeAttachment({ filename: 'invoice.zip', contentType: 'application/zip', content: zip })).toEqual({
      filename: 'invoice.zip', contentType: 'application/zip', size: zip.length, innerFilenames: ['invoice.pdf.exe', 'Facture n°1.txt'],
    });
  });

  it('flags OOXML documents carrying vbaProject.bin, without listing their parts', () => {
    const docm = buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/vbaProject.bin', data: Buffer.from('vba') }]);
    const att = describeAttachment({ filename: 'Invoice.docm', contentType: 'application/vnd.ms-word.document.macroEnabled.12', content: docm });
    expect(att.hasMacros).toBe(true);
    expect(att.innerFilenames).toBeUndefined();
    const docx = buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'word/document.xml', data: Buffer.from('<w/>') }]);
    expect(describeAttachment({ filename: 'Letter.docx', contentType: 'application/octet-stream', content: docx }).hasMacros).toBeUndefined();
  });

  it('flags legacy OLE documents with a VBA project', () => {
    const withMacro = Buffer.concat([OLE_MAGIC, Buffer.alloc(100), Buffer.from('_VBA_PROJECT', 'utf16le'), Buffer.alloc(50)]);
    const plain = Buffer.concat([OLE_MAGIC, Buffer.alloc(100), Buffer.from('WordDocument', 'utf16le')]);
    expect(describeAttachment({ filename: 'a.doc', contentType: 'application/msword', content: withMacro }).hasMacros).toBe(true);
    expect(describeAttachment({ filename: 'b.xls', contentType: 'application/vnd.ms-excel', content: plain }).hasMacros).toBeUndefined();
  });

  it('flags HTML attachments with a form or password field', () => {
    const page = Buffer.from('<html><body><input type="password" name="p"></body></html>');
    expect(describeAttachment({ filename: 'Secure_Message.html', contentType: 'text/html', content: page }).hasForm).toBe(true);
    expect(describeAttachment({ filename: 'notes.htm', contentType: 'application/octet-stream', content: Buffer.from('<p>hi</p>') }).hasForm).toBeUndefined();
  });
});

describe('listZipEntries', () => {
  it('returns null for something that is not a zip, and caps the listing', () => {
    expect(listZipEntries(Buffer.from('not a zip at all, just text'), 10)).toBeNull();
    const zip = buildZip(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: Buffer.alloc(0) })));
    expect(listZipEntries(zip, 10)).toHaveLength(10);
  });

  it('stops at a truncated central directory', () => {
    const zip = buildZip([{ name: 'a.txt', data: Buffer.from('a') }, { name: 'b.txt', data: Buffer.from('b') }]);
    const broken = Buffer.from(zip);
    broken.writeUInt32LE(0x12345678, broken.length - 22 - 46 - 5); // second central entry signature
    expect(listZipEntries(broken, 10)).toEqual(['a.txt']);
  });
});
