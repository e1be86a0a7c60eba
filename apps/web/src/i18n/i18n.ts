import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './messages';

const languages = ['zh-CN', 'en', 'zh-TW'] as const;
export type Language = (typeof languages)[number];
const defaultLanguage = 'zh-CN' satisfies Language;

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

// Typed keys: t('x.y') with a key no feature defines is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}

/** A language other than the default: its texts are imported when first needed. */
export type TranslatedLanguage = Exclude<Language, typeof defaultLanguage>;

/** The app's texts: the default language's, bundled, and a loader of the others'. */
export interface AppMessages {
  'zh-CN': Messages;
  load: (language: TranslatedLanguage) => Promise<Messages>;
}

let loadTranslation: AppMessages['load'] = () => Promise.reject(new Error('initI18n has not run'));

/** Adds a language's texts to i18next unless it has them. */
async function ensureLanguage(language: Language) {
  if (language === defaultLanguage || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadTranslation(language));
}

/**
 * One i18next instance for the app. The caller hands over the features' merged messages (./messages.ts), so this module
 * (shared by the shell's modules) does not pull every feature's descriptor into their chunk. The default language's
 * texts are bundled; another language's are imported before i18next starts in it, so the first render has its texts.
 */
export async function initI18n(language: Language, messages: AppMessages) {
  loadTranslation = messages.load;
  const resources: Partial<Record<Language, { translation: Messages }>> = { [defaultLanguage]: { translation: messages[defaultLanguage] } };
  if (language !== defaultLanguage) resources[language] = { translation: await loadTranslation(language) };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    resources,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // Resources are in memory: initialise synchronously, so the first render already has its texts.
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18next;
}

/** Switches the interface language once its texts are in (a failed import leaves the language as it was). */
export async function changeLanguage(language: Language) {
  await ensureLanguage(language);
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
