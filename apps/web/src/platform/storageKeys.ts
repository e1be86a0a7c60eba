/** The client-saved data of SPEC §3, by the key each item is stored under (before the storage prefix). */
export const storageKeys = {
  appSettings: 'appSettings',
  chatLogId: 'chatLogId',
  token: 'token',
  fingerprint: 'fingerprint',
  chosenModel: 'chosenModel',
  showNotice: 'showNotice',
  invitedBy: 'invitedBy',
  newUser: 'newUser',
  drawForm: 'drawForm',
  dallForm: 'dallForm',
  knowledgeBase: 'knowledgeBase',
} as const;

export type StorageKeyName = keyof typeof storageKeys;

/**
 * How each item is stored. Encrypted items use the default 7-day expiry; plain items never expire.
 * - token, newUser (a username and password), invitedBy: credentials and attribution, kept from casual reading
 *   and editing.
 * - appSettings, showNotice: given as plain.
 * - chatLogId, chosenModel: UI state with nothing to hide, which should survive a week away.
 * - drawForm, dallForm: the Midjourney and DALL·E forms as last edited (additions to SPEC §3's list), kept across reloads.
 * - knowledgeBase: the base /knowledge/agent's documents panel showed last (an addition too).
 * - fingerprint: plain and without expiry, so the device keeps one identity; it is a hash of public traits
 *   sent in every request anyway.
 */
export const storageModes = {
  appSettings: 'plain',
  chatLogId: 'plain',
  token: 'encrypted',
  fingerprint: 'plain',
  chosenModel: 'plain',
  showNotice: 'plain',
  invitedBy: 'encrypted',
  newUser: 'encrypted',
  drawForm: 'plain',
  dallForm: 'plain',
  knowledgeBase: 'plain',
} as const satisfies Record<StorageKeyName, 'encrypted' | 'plain'>;

export const appThemes = ['auto', 'light', 'dark'] as const;
export const appLanguages = ['zh-CN', 'en', 'zh-TW'] as const;

export interface AppSettings {
  siderCollapsed: boolean;
  /** The conversation list beside /chat and /document hidden (wide screens; an addition to SPEC §3's fields). */
  chatListCollapsed: boolean;
  theme: (typeof appThemes)[number];
  language: (typeof appLanguages)[number];
  env: string;
  currentModule: string;
}

export const defaultAppSettings: Readonly<AppSettings> = {
  siderCollapsed: false,
  chatListCollapsed: false,
  theme: 'auto',
  language: 'zh-CN',
  env: '',
  currentModule: 'chat',
};

function isOneOf<T extends string>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

/**
 * The stored settings merged over the defaults; a field that is missing or has an invalid value keeps its default,
 * so a settings object from an older or tampered build never breaks start-up.
 */
export function readAppSettings(raw: unknown): AppSettings {
  const settings: AppSettings = { ...defaultAppSettings };
  if (typeof raw !== 'object' || raw === null) return settings;
  const stored = raw as Partial<Record<keyof AppSettings, unknown>>;
  if (typeof stored.siderCollapsed === 'boolean') settings.siderCollapsed = stored.siderCollapsed;
  if (typeof stored.chatListCollapsed === 'boolean') settings.chatListCollapsed = stored.chatListCollapsed;
  if (isOneOf(appThemes, stored.theme)) settings.theme = stored.theme;
  if (isOneOf(appLanguages, stored.language)) settings.language = stored.language;
  if (typeof stored.env === 'string') settings.env = stored.env;
  if (typeof stored.currentModule === 'string' && stored.currentModule !== '') settings.currentModule = stored.currentModule;
  return settings;
}
