/**
 * Reads a zip's central directory (no inflation) so a .docx is refused before anything
 * unpacks it: too many entries, or more bytes unpacked than a real CV could ever need.
 */
export type ZipSummary = { entries: number; unpackedBytes: number; zip64: boolean };

const endOfCentralDirectory = 0x06054b50;
const centralHeader = 0x02014b50;

export function inspectZip(bytes: Uint8Array): ZipSummary | null {
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
    return { entries: declaredEntries, unpackedBytes: Number.POSITIVE_INFINITY, zip64: true };

  let offset = directoryOffset;
  let entries = 0;
  let unpackedBytes = 0;
  while (offset + 46 <= bytes.length && view.getUint32(offset, true) === centralHeader) {
    const unpacked = view.getUint32(offset + 24, true);
    // 0xffffffff means "see the zip64 extra field": a size no CV needs, so count it as huge.
    if (unpacked === 0xffffffff)
      return { entries: entries + 1, unpackedBytes: Number.POSITIVE_INFINITY, zip64: true };
    unpackedBytes += unpacked;
    entries += 1;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  if (entries !== declaredEntries) return null;
  return { entries, unpackedBytes, zip64: false };
}
