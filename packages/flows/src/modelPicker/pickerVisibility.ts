import type { ChatGroup } from '../chat/chatTypes';

/** The screens that show the model picker bar (SPEC §2.2): /chat (and /chat/{id}) and /document. */
export const pickerPaths = ['/chat', '/document'] as const;

const onPickerPath = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pickerPaths.some((base) => pathname === base || pathname === `${base}/` || (pathname.startsWith(`${base}/`) && !pathname.startsWith('/chat/prompt')));
};

/** What the check reads of the current group: its appId, its config (JSON string) and a custom agent's gptsApp. */
export type PickerGroup = Pick<ChatGroup, 'appId' | 'config'> & { gptsApp?: unknown };

const isAppConfig = (config: string) => {
  try {
    const parsed = JSON.parse(config) as { modelInfo?: { modelType?: unknown } } | null;
    return parsed?.modelInfo?.modelType === 'app';
  } catch {
    return false;
  }
};

/**
 * SPEC §2.2: the model picker bar shows only on /chat and /document, and not while the current
 * chat is an app-type chat (an app or custom agent: appId or gptsApp set, or config.modelInfo.modelType 'app').
 * No group yet (a new conversation) shows it.
 */
export function isPickerVisible({ path, group }: { path: string; group: PickerGroup | null | undefined }): boolean {
  if (!onPickerPath(path)) return false;
  if (!group) return true;
  if (group.appId !== null && group.appId !== undefined) return false;
  if (group.gptsApp !== null && group.gptsApp !== undefined && group.gptsApp !== '') return false;
  return !isAppConfig(group.config);
}
