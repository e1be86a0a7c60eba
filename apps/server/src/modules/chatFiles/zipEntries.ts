/**
 * The uncompressed sizes a zip's central directory declares, read before anything is inflated — a DOCX
 * is a zip, and a few kilobytes can declare gigabytes (a zip bomb). null when the directory cannot be
 * read, or the archive is ZIP64 (no Word document needs it; its 0xFFFFFFFF sizes would hide the real ones).
 */
export function declaredZipSizes(content: Buffer): number[] | null {
  const endSignature = 0x06054b50;
  const entrySignature = 0x02014b50;
  // The end record is 22 bytes plus a comment of up to 65,535; it is searched for from the end.
  const earliest = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let at = content.length - 22; at >= earliest; at--) {
    if (content.readUInt32LE(at) === endSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = content.readUInt16LE(end + 10);
  const directoryOffset = content.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;
  const sizes: number[] = [];
  let at = directoryOffset;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > content.length || content.readUInt32LE(at) !== entrySignature) return null;
    const size = content.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    sizes.push(size);
    at += 46 + content.readUInt16LE(at + 28) + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return sizes;
}
