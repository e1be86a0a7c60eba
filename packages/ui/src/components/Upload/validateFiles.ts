export const uploadRejectReasons = ['type', 'size', 'count'] as const;
export type UploadRejectReason = (typeof uploadRejectReasons)[number];

/** What validation reads from a File (so tests can pass plain objects). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface FileRules {
  /** Extensions (".png") and MIME types ("image/png", "image/*"), as for <input accept>. */
  acceptedFileTypes?: readonly string[];
  /** Largest allowed file, in bytes. */
  maxSize?: number;
  /** Most files allowed in total, counting `currentCount` already uploaded. */
  maxCount?: number;
  currentCount?: number;
}

export interface FileValidation<F extends FileLike> {
  accepted: F[];
  /** One entry per reason that rejected something, in the order type, size, count. */
  rejected: { reason: UploadRejectReason; files: F[] }[];
}

export function matchesAcceptedType(file: FileLike, acceptedFileTypes: readonly string[]): boolean {
  if (acceptedFileTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return acceptedFileTypes.some((raw) => {
    const accept = raw.trim().toLowerCase();
    if (accept.startsWith('.')) return name.endsWith(accept);
    if (accept.endsWith('/*')) return type.startsWith(accept.slice(0, -1));
    return type === accept;
  });
}

/**
 * Splits picked or dropped files into accepted and rejected ones. Type is checked first,
 * then size; of the files that pass both, those beyond the remaining count are rejected.
 */
export function validateFiles<F extends FileLike>(files: readonly F[], rules: FileRules = {}): FileValidation<F> {
  const { acceptedFileTypes = [], maxSize = Infinity, maxCount = Infinity, currentCount = 0 } = rules;
  const byReason: Record<UploadRejectReason, F[]> = { type: [], size: [], count: [] };
  const valid: F[] = [];
  for (const file of files) {
    if (!matchesAcceptedType(file, acceptedFileTypes)) byReason.type.push(file);
    else if (file.size > maxSize) byReason.size.push(file);
    else valid.push(file);
  }
  const room = Math.max(0, maxCount - currentCount);
  byReason.count = valid.slice(room);
  return {
    accepted: valid.slice(0, room),
    rejected: (['type', 'size', 'count'] as const).filter((reason) => byReason[reason].length > 0).map((reason) => ({ reason, files: byReason[reason] })),
  };
}
