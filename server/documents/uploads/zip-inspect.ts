/**
 * Reads a zip's central directory (no inflation) so a .docx is refused before anything
 * unpacks it: too many entries, or more bytes unpacked than a real CV could ever need.
 * These are the sizes the zip *declares*; zip-unpack.ts checks them against the real ones.
 */
export type ZipSummary = { entries: number; unpackedBytes: number; zip64: boolean };

/** One central-directory record, as declared (nothing here has been checked against the data). */
export type ZipEntry = {
  /** The name's raw bytes, and whether flag bit 11 says they are UTF-8. */
  name: Uint8Array;
  utf8Name: boolean;
  flags: number;
  method: number;
  crc: number;
  packedBytes: number;
  unpackedBytes: number;
  localHeaderOffset: number;
};

export type ZipDirectory = { zip64: false; entries: ZipEntry[] } | { zip64: true; entries: number };

const endOfCentralDirectory = 0x06054b50;
const centralHeader = 0x02014b50;

/** The central directory's records, or null when it cannot be found or read consistently. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === endOfCentralDirectory) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const declaredEntries = view.getUint16(eocd + 10, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (declaredEntries === 0xffff || directoryOffset === 0xffffffff)
    return { zip64: true, entries: declaredEntries };

  let offset = directoryOffset;
  const entries: ZipEntry[] = [];
  while (offset + 46 <= bytes.length && view.getUint32(offset, true) === centralHeader) {
    const unpackedBytes = view.getUint32(offset + 24, true);
    const packedBytes = view.getUint32(offset + 20, true);
    // 0xffffffff means "see the zip64 extra field": a size no CV needs.
    if (unpackedBytes === 0xffffffff || packedBytes === 0xffffffff)
      return { zip64: true, entries: entries.length + 1 };
    const nameLength = view.getUint16(offset + 28, true);
    const flags = view.getUint16(offset + 8, true);
    entries.push({
      name: bytes.subarray(offset + 46, offset + 46 + nameLength),
      utf8Name: (flags & 0x0800) !== 0,
      flags,
      method: view.getUint16(offset + 10, true),
      crc: view.getUint32(offset + 16, true),
      packedBytes,
      unpackedBytes,
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset +=
      46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  if (entries.length !== declaredEntries) return null;
  return { zip64: false, entries };
}

export function inspectZip(bytes: Uint8Array): ZipSummary | null {
  const directory = readZipDirectory(bytes);
  if (!directory) return null;
  if (directory.zip64)
    return { entries: directory.entries, unpackedBytes: Number.POSITIVE_INFINITY, zip64: true };
  return {
    entries: directory.entries.length,
    unpackedBytes: directory.entries.reduce((sum, e) => sum + e.unpackedBytes, 0),
    zip64: false,
  };
}
