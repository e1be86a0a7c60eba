import { changeLanguage } from '../i18n/i18n';
import { readAppSettings, type AppSettings } from '../platform/storageKeys';
import { createStore } from '../site/createStore';
import { localData, storageKeys } from './localData';

/** App settings of SPEC §3 (collapsed sider, theme, language…), persisted as they change; the router applies the theme. */
export const settingsStore = createStore<AppSettings>(readAppSettings(localData.getPlain(storageKeys.appSettings)));

export function updateSettings(patch: Partial<AppSettings>) {
  settingsStore.set(patch);
  localData.setPlain(storageKeys.appSettings, settingsStore.get());
  if (patch.language) void changeLanguage(patch.language);
}
