const MB = 1024 * 1024;

export interface UploadRule {
  /** Allowed types by detected extension (file-type's names). */
  types: readonly string[];
  maxBytes: number;
}

/** What each upload folder accepts (SPEC §5: avatars, feedback images and app logos are jpg/png, 2 MB). */
export const uploadRules = {
  avatar: { types: ['jpg', 'png'], maxBytes: 2 * MB },
  'feedback-upload': { types: ['jpg', 'png'], maxBytes: 2 * MB },
  'app-logo': { types: ['jpg', 'png'], maxBytes: 2 * MB },
  draw: { types: ['jpg', 'png', 'webp'], maxBytes: 10 * MB },
  chat: { types: ['jpg', 'png', 'gif', 'webp', 'pdf', 'docx', 'xlsx', 'pptx'], maxBytes: 10 * MB },
} as const satisfies Record<string, UploadRule>;

export type UploadDir = keyof typeof uploadRules;
export const uploadDirs = Object.keys(uploadRules) as UploadDir[];
export const maxUploadBytes = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

/** jpeg and jpg name one type. */
export const normaliseExtension = (extension: string) => {
  const lower = extension.toLowerCase();
  return lower === 'jpeg' ? 'jpg' : lower;
};
