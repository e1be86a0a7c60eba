const c1 = 0xcc9e2d51;
const c2 = 0x1b873593;

function rotl32(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

function scramble(k: number): number {
  return Math.imul(rotl32(Math.imul(k, c1), 15), c2);
}

/**
 * MurmurHash3 x86_32 (Austin Appleby's public-domain reference) over the UTF-8 bytes of `text`, as an unsigned
 * 32-bit integer. A fast, well-mixed hash for identifiers; not cryptographic.
 * Math.imul and `| 0` / `>>> 0` keep every step in 32-bit arithmetic, as the C reference's uint32_t does.
 */
export function murmurHash3_32(text: string, seed: number): number {
  const bytes = new TextEncoder().encode(text);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocksEnd = bytes.length & ~3;
  let h = seed >>> 0;

  for (let i = 0; i < blocksEnd; i += 4) {
    h ^= scramble(view.getUint32(i, true));
    h = rotl32(h, 13);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }

  // The 1 to 3 trailing bytes, little-endian, are scrambled without the rotate-multiply-add step.
  if (blocksEnd < bytes.length) {
    let k = 0;
    for (let i = bytes.length - 1; i >= blocksEnd; i--) k = (k << 8) | view.getUint8(i);
    h ^= scramble(k);
  }

  // Finalisation mix: forces all bits of the hash to avalanche.
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
