const MB = 1024 * 1024;

export interface UploadRule {
  /** Allowed types by detected extension (file-type's names). */
  types: readonly string[];
  maxBytes: number;
  /**
   * public: served statically to anyone, cached for a year (what the site shows everybody). private: its owner's only,
   * through an owner-checked route or a short-lived signed URL (docs/server.md "Files by visibility").
   */
  visibility: 'public' | 'private';
}

/** What each upload folder accepts (SPEC §5: avatars, feedback images and app logos are jpg/png, 2 MB). */
export const uploadRules = {
  avatar: { types: ['jpg', 'png'], maxBytes: 2 * MB, visibility: 'public' },
  'feedback-upload': { types: ['jpg', 'png'], maxBytes: 2 * MB, visibility: 'private' },
  'app-logo': { types: ['jpg', 'png'], maxBytes: 2 * MB, visibility: 'public' },
  draw: { types: ['jpg', 'png', 'webp'], maxBytes: 10 * MB, visibility: 'private' },
  chat: { types: ['jpg', 'png', 'gif', 'webp', 'pdf', 'docx', 'xlsx', 'pptx'], maxBytes: 10 * MB, visibility: 'private' },
} as const satisfies Record<string, UploadRule>;

export type UploadDir = keyof typeof uploadRules;
export const uploadDirs = Object.keys(uploadRules) as UploadDir[];
/** Private folders that only their module writes, never /file/upload: the knowledge base's originals. */
const moduleDirs = ['knowledge'] as const;
/** The private folders /file/upload writes into. */
export const privateUploadDirs = uploadDirs.filter((dir) => uploadRules[dir].visibility === 'private');
export const privateDirs: readonly string[] = [...privateUploadDirs, ...moduleDirs];
export const isPrivateDir = (dir: string) => privateDirs.includes(dir);
export const maxUploadBytes = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

/** jpeg and jpg name one type. */
export const normaliseExtension = (extension: string) => {
  const lower = extension.toLowerCase();
  return lower === 'jpeg' ? 'jpg' : lower;
};
