import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { type FileStore, newKey } from '../../domain/files/fileStore.js';
import { mediaTypeOf } from '../../domain/files/mediaTypes.js';
import { WorkSlots } from '../../domain/jobs/workSlots.js';

/** A picture's transfer limits: the fetch as a whole, and its size. */
const transferTimeoutMs = 30_000;
const maxPictureBytes = 30 * 1024 * 1024;
/** The gallery's thumbnail (longest side) and the blurred stand-in shown while it loads. */
const thumbnailSide = 480;
const previewSide = 24;
/** Pictures decoded and encoded at once: one per core, the rest in order (docs/benchmarks.md, the burst). */
const pictureWork = new WorkSlots(availableParallelism());

/** The pictures kept: what proxies and images models send. */
const pictureTypes = ['png', 'jpg', 'webp', 'gif'];

/** Why a picture was not taken: it lives elsewhere, or is not a picture we keep. `transient`: worth fetching again. */
export class PictureError extends Error {
  override name = 'PictureError';
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

/**
 * Fetches a drawing's picture, only from `hosts` (the job's proxy and the configured image host: a URL posted to us
 * is never fetched, PROTOCOLS §8.6), with no redirects, within 30 s and 30 MB, and only when its bytes are an image.
 */
export async function fetchPicture(url: string, hosts: readonly string[]): Promise<{ bytes: Buffer; ext: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PictureError(`not a URL: ${url.slice(0, 100)}`, false);
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !hosts.includes(parsed.host) || parsed.username || parsed.password)
    throw new PictureError(`picture host ${parsed.host} is not the proxy's`, false);
  let response: Response;
  try {
    response = await fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(transferTimeoutMs) });
  } catch (error) {
    throw new PictureError(`picture fetch failed: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  if (!response.ok || !response.body) throw new PictureError(`picture fetch answered ${response.status}`, response.status >= 500 || response.status === 404);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxPictureBytes) throw new PictureError(`picture of ${declared} bytes`, false);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxPictureBytes) throw new PictureError(`picture over ${maxPictureBytes} bytes`, false);
      chunks.push(Buffer.from(read.value));
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof PictureError) throw error;
    throw new PictureError(`picture fetch failed: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  const bytes = Buffer.concat(chunks);
  const ext = (await fileTypeFromBuffer(bytes))?.ext;
  if (!ext || !pictureTypes.includes(ext === 'jpeg' ? 'jpg' : ext)) throw new PictureError('the picture is not a png, jpeg, webp or gif', false);
  return { bytes, ext: ext === 'jpeg' ? 'jpg' : ext };
}

export interface StoredPicture {
  imageKey: string;
  thumbKey: string;
  /** The 24 px stand-in, as a data URL. */
  preview: string;
  width: number;
  height: number;
}

/**
 * Keeps a picture as the owner's private files: the original bytes, a 480 px WebP thumbnail and a 24 px preview,
 * from one decode (sharp's raw pixels, resized twice).
 */
export async function storePicture(store: FileStore, owner: number, picture: { bytes: Buffer; ext: string }, now: Date): Promise<StoredPicture> {
  const { thumb, preview, info } = await pictureWork.run(async () => {
    const { data, info } = await sharp(picture.bytes, { limitInputPixels: 100_000_000 }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    // effort 2: half the encoding time of the default 4 for a few per cent more bytes.
    const [thumb, preview] = await Promise.all([
      sharp(data, raw).resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer(),
      sharp(data, raw).resize(previewSide, previewSide, { fit: 'inside' }).webp({ quality: 40, effort: 2 }).toBuffer(),
    ]);
    return { thumb, preview, info };
  });
  const imageKey = newKey('draw', picture.ext, { owner, now });
  const thumbKey = newKey('draw', 'webp', { owner, now });
  await Promise.all([store.put(imageKey, picture.bytes, mediaTypeOf(imageKey)), store.put(thumbKey, thumb, 'image/webp')]);
  return { imageKey, thumbKey, preview: `data:image/webp;base64,${preview.toString('base64')}`, width: info.width, height: info.height };
}

/** One of the owner's stored images as a data URL (what midjourney-proxy takes); null when the file is gone. */
export async function storedDataUrl(store: FileStore, key: string): Promise<string | null> {
  const file = await store.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return `data:${mediaTypeOf(key)};base64,${Buffer.concat(chunks).toString('base64')}`;
}
