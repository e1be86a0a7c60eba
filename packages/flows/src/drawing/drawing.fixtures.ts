import type { Drawing } from './drawTypes';

/** Offline pictures for stories and tests: a scene at a ratio, and its flat stand-in. */
export function scenePicture(hue: number, width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="hsl(${hue}, 50%, 55%)"/>` +
      `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.1}" fill="hsl(${(hue + 50) % 360}, 85%, 70%)"/>` +
      `<polygon points="0,${height} ${width * 0.3},${height * 0.55} ${width * 0.6},${height * 0.8} ${width},${height * 0.5} ${width},${height}" fill="hsl(${(hue + 180) % 360}, 35%, 35%)"/></svg>`,
  )}`;
}

const gridButtons = [
  ...[1, 2, 3, 4].map((n) => ({ customId: `MJ::JOB::upsample::${n}::abc`, label: `U${n}`, emoji: '' })),
  { customId: 'MJ::JOB::reroll::0::abc::SOLO', label: '', emoji: '🔄' },
  ...[1, 2, 3, 4].map((n) => ({ customId: `MJ::JOB::variation::${n}::abc`, label: `V${n}`, emoji: '' })),
];

/** A drawing as the server answers it; `status` and the rest as a test needs. */
export function drawingFixture(overrides: Partial<Drawing> & { id: number }): Drawing {
  const width = overrides.fileInfo?.width ?? 1024;
  const height = overrides.fileInfo?.height ?? 1024;
  const done = (overrides.status ?? 3) === 3;
  const picture = scenePicture((overrides.id * 47) % 360, width, height);
  return {
    jobId: overrides.id,
    kind: 'mj',
    action: 'IMAGINE',
    mode: 'fast',
    botType: 'MID_JOURNEY',
    status: 3,
    state: 'succeeded',
    progress: done ? 100 : 0,
    queueAhead: 0,
    prompt: 'a red fox in fresh snow --v 5.2 --q 2 --s 100 --c 30 --ar 1:1',
    originPrompt: '一只在雪地里的红狐狸',
    imageUrl: done ? picture : null,
    thumbUrl: done ? picture : null,
    preview: done ? picture : null,
    fileInfo: done ? { width, height } : null,
    images: done ? [{ imageUrl: picture, thumbUrl: picture, preview: picture, width, height }] : [],
    buttons: done ? gridButtons : [],
    resultText: null,
    failReason: null,
    refunded: 0,
    points: 4,
    freeUse: false,
    favorite: false,
    parentId: null,
    share: null,
    createdAt: '2026-11-27T08:00:00.000Z',
    finishedAt: done ? '2026-11-27T08:01:00.000Z' : null,
    ...overrides,
  };
}
