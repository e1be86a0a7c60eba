import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './messages';

const languages = ['zh-CN', 'en', 'zh-TW'] as const;
export type Language = (typeof languages)[number];
const defaultLanguage: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

// Typed keys: t('x.y') with a key no feature defines is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}

/**
 * One i18next instance for the app; resources are bundled (three small objects, no fetch). The
 * caller hands over the features' merged messages (./messages.ts), so this module (shared by the
 * shell's modules) does not pull every feature's descriptor into their chunk.
 */
export async function initI18n(language: Language, messages: Record<Language, Messages>) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources: { 'zh-CN': { translation: messages['zh-CN'] }, en: { translation: messages.en }, 'zh-TW': { translation: messages['zh-TW'] } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // Resources are bundled: initialise synchronously, so the first render already has its texts.
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

export async function changeLanguage(language: Language) {
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
