import i18next from 'i18next';
import { changeLanguage, isLanguage } from '../i18n/i18n';
import { readAppSettings, type AppSettings } from '../platform/storageKeys';
import { createStore } from '../site/createStore';
import { localData, storageKeys } from './localData';
import { toasts } from './toasts';

/** App settings of SPEC §3 (collapsed sider, theme, language…), persisted as they change; the router applies the theme. */
export const settingsStore = createStore<AppSettings>(readAppSettings(localData.getPlain(storageKeys.appSettings)));

export function updateSettings(patch: Partial<AppSettings>) {
  settingsStore.set(patch);
  localData.setPlain(storageKeys.appSettings, settingsStore.get());
  if (patch.language) {
    // The language's texts are imported on first use: if that fails, the setting goes back to the language shown.
    changeLanguage(patch.language).catch(() => {
      if (isLanguage(i18next.language)) updateSettings({ language: i18next.language });
      toasts.show('error', i18next.t('language.unavailable'));
    });
  }
}
