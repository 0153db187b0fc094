/**
 * Lists the file names of a ZIP archive from its central directory, without inflating anything
 * (so a zip bomb costs nothing). Returns null when the buffer is not a readable ZIP.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const EOCD_MIN_SIZE = 22;
const MAX_COMMENT = 0xffff;

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - EOCD_MIN_SIZE - MAX_COMMENT);
  for (let i = buf.length - EOCD_MIN_SIZE; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  }
  return -1;
}

export function listZipEntries(buf: Buffer, maxEntries: number): string[] | null {
  if (buf.length < EOCD_MIN_SIZE) return null;
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) return null;
  const total = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < total && names.length < maxEntries; n++) {
    if (offset + 46 > buf.length || buf.readUInt32LE(offset) !== CENTRAL_ENTRY_SIGNATURE) break;
    const flags = buf.readUInt16LE(offset + 8);
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    const nameStart = offset + 46;
    if (nameStart + nameLength > buf.length) break;
    const raw = buf.subarray(nameStart, nameStart + Math.min(nameLength, 512));
    // bit 11: UTF-8 names; otherwise CP437, for which latin1 is a fair approximation
    names.push(raw.toString(flags & 0x0800 ? 'utf8' : 'latin1'));
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return names.length > 0 || total === 0 ? names : null;
}
