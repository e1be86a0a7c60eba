/**
 * The sim's embeddings: signed feature hashing of a text's words (Latin letters and digits) and Han bigrams (a lone Han
 * character when it stands alone), L2-normalised. Deterministic and cheap; texts that share words land near each other,
 * which is all retrieval tests need (it carries no meaning beyond shared words).
 */

/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const HAN = /\p{Script=Han}/u;
const RUN = /\p{Script=Han}+|[\p{L}\p{N}]+/gu;

/** The features hashed: each Latin/digit word, and each pair of neighbouring Han characters in a Han run. */
export function embeddingFeatures(text: string): string[] {
  const features: string[] = [];
  for (const run of text.normalize('NFKC').toLowerCase().match(RUN) ?? []) {
    if (!HAN.test(run)) {
      features.push(run);
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) features.push(run);
    for (let index = 0; index + 1 < chars.length; index++) features.push(chars[index]! + chars[index + 1]!);
  }
  return features;
}

export function embed(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions);
  const features = embeddingFeatures(text);
  // A text of punctuation alone still gets a direction of its own.
  for (const feature of features.length > 0 ? features : [text]) {
    const hash = fnv1a(feature);
    vector[hash % dimensions]! += (hash >>> 31) & 1 ? -1 : 1;
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (let index = 0; index < dimensions; index++) vector[index]! /= norm;
  return vector;
}

/** OpenAI's `encoding_format: base64`: the float32 values, little-endian, in base64. */
export function base64Of(vector: Float32Array): string {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes.toString('base64');
}
