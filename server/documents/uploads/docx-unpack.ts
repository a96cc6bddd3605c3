import { crc32, inflateRawSync } from "node:zlib";
import { AppError } from "../../errors";
import { readZipDirectory, type ZipEntry } from "./zip-inspect";

/** A .docx refused because it could not be unpacked as it declares. */
export function damagedDocx(reason: string): AppError {
  return new AppError(
    "unsupported_media_type",
    `This Word file is damaged (${reason}), so it was refused as unsafe.`,
    { document: "This Word file is damaged." },
  );
}

/** A .docx refused for what it would unpack to. */
const oversizedDocx = (message: string) =>
  new AppError("payload_too_large", `${message}, so it was refused as unsafe.`);

/** A .docx whose parts declare more than the cap, or too many parts, or zip64 sizes. */
export const docxTooLarge = (maxUnpackedBytes: number) =>
  oversizedDocx(
    `This Word file unpacks to more than ${maxUnpackedBytes / 1024 / 1024} MB or has too many parts`,
  );

const lyingDocx = () =>
  oversizedDocx("A part of this Word file unpacks to more than the file declares");

const localHeader = 0x04034b50;
const stored = 0;
const deflated = 8;

/** The bytes of one part, packed, located through its local header. */
function packedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== localHeader)
    throw damagedDocx("a part cannot be found");
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.packedBytes > bytes.length) throw damagedDocx("a part is cut short");
  return bytes.subarray(start, start + entry.packedBytes);
}

/** Unpacks one part, never past its declared size (the cap holds while inflating). */
function unpackPart(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.flags & 0x0001) throw damagedDocx("a part is encrypted");
  const packed = packedData(bytes, entry);
  let data: Uint8Array;
  if (entry.method === stored) data = packed;
  else if (entry.method === deflated) {
    try {
      // maxOutputLength must be at least 1; an empty part that inflates to 1 byte is caught below.
      data = inflateRawSync(packed, { maxOutputLength: Math.max(entry.unpackedBytes, 1) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") throw lyingDocx();
      throw damagedDocx("a part cannot be unpacked");
    }
  } else throw damagedDocx("a part is packed in a way Word does not use");
  if (data.length > entry.unpackedBytes) throw lyingDocx();
  if (data.length < entry.unpackedBytes) throw damagedDocx("a part is shorter than declared");
  if (crc32(data) !== entry.crc) throw damagedDocx("a part does not match its checksum");
  return data;
}

/**
 * The run of fields a local header (from byte 4) and a central-directory record (from byte 6)
 * share, in the same order, for a stored part: method 0 and a zero date are the zeroed bytes.
 */
function writeStoredFields(header: Buffer, at: number, entry: ZipEntry, size: number): void {
  header.writeUInt16LE(20, at); // needed to extract: version 2.0
  header.writeUInt16LE(entry.utf8Name ? 0x0800 : 0, at + 2);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(size, at + 14); // packed: stored, so the same as unpacked
  header.writeUInt32LE(size, at + 18);
  header.writeUInt16LE(entry.name.length, at + 22);
}

/** A zip of the given parts, stored uncompressed: what the zip library then reads is only this. */
function storedZip(parts: Array<{ entry: ZipEntry; data: Uint8Array }>): Buffer {
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const { entry, data } of parts) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(localHeader, 0);
    writeStoredFields(local, 4, entry, data.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: version 2.0
    writeStoredFields(central, 6, entry, data.length);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, entry.name, data);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}

/**
 * Unpacks every part of a .docx for real, each capped at its declared size while it inflates
 * and checked against its declared size and checksum, all of them together at most
 * `maxUnpackedBytes`; then packs them again, uncompressed, for mammoth. A zip that lies about
 * its sizes (the central directory is all the upload checks read) is refused here, having used
 * no more memory than it declared.
 */
export function unpackDocx(bytes: Uint8Array, maxUnpackedBytes: number): Buffer {
  const directory = readZipDirectory(bytes);
  if (!directory) throw damagedDocx("its list of parts cannot be read");
  if (directory.zip64) throw docxTooLarge(maxUnpackedBytes);
  let total = 0;
  const parts = directory.entries.map((entry) => {
    total += entry.unpackedBytes;
    if (total > maxUnpackedBytes) throw docxTooLarge(maxUnpackedBytes);
    return { entry, data: unpackPart(bytes, entry) };
  });
  return storedZip(parts);
}
