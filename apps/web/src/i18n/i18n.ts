import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './messages/en';
import { zhCN, type Messages } from './messages/zh-CN';
import { zhTW } from './messages/zh-TW';

export const languages = ['zh-CN', 'en', 'zh-TW'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}

/** One i18next instance for the app; resources are bundled (three small objects, no fetch). */
export async function initI18n(language: Language) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources: { 'zh-CN': { translation: zhCN }, en: { translation: en }, 'zh-TW': { translation: zhTW } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // Resources are bundled: initialise synchronously, so the first render already has its texts.
    initAsync: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
