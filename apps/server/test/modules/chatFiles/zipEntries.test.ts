import { describe, expect, it } from 'vitest';
import { docxWithParagraphs, zipOf } from '../../../src/testing/fileFixtures.js';
import { maxDocxUnpackedBytes } from '../../../src/modules/chatFiles/chatFileLimits.js';
import { chatFileMessages } from '../../../src/modules/chatFiles/messages.js';
import { extractDocumentText } from '../../../src/modules/chatFiles/extractText.js';
import { declaredZipSizes } from '../../../src/modules/chatFiles/zipEntries.js';

/** The zip with its first entry's declared uncompressed size (in the central directory) replaced. */
function declaring(zip: Buffer, size: number): Buffer {
  const patched = Buffer.from(zip);
  const directory = patched.readUInt32LE(patched.length - 22 + 16);
  patched.writeUInt32LE(size, directory + 24);
  return patched;
}

describe('declaredZipSizes', () => {
  it('reads every entry’s uncompressed size from the central directory', () => {
    expect(declaredZipSizes(zipOf({ 'a.txt': 'hello', 'b/c.xml': '<x/>', empty: '' }))).toEqual([5, 4, 0]);
  });

  it('is null for what is not a readable zip, and for ZIP64 sizes', () => {
    expect(declaredZipSizes(Buffer.from('not a zip at all, just text that is long enough'))).toBeNull();
    const zip = zipOf({ 'a.txt': 'hello' });
    expect(declaredZipSizes(zip.subarray(0, zip.length - 30))).toBeNull();
    expect(declaredZipSizes(declaring(zip, 0xffffffff))).toBeNull();
  });
});

describe('DOCX that unpacks too large (a zip bomb)', () => {
  it('is refused before it is inflated', async () => {
    const bomb = declaring(docxWithParagraphs(['看起来很小']), maxDocxUnpackedBytes + 1);
    await expect(extractDocumentText('docx', bomb)).rejects.toMatchObject({ localized: chatFileMessages.docxTooLarge });
  });

  it('is read when its declared size is within the limit', async () => {
    await expect(extractDocumentText('docx', docxWithParagraphs(['正常的文档']))).resolves.toMatchObject({ text: '正常的文档' });
  });
});
