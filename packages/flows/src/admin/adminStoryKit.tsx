import type { FlowLocale } from '../i18n';
import { createTranslator, flowLocales } from '../i18n';
import { adminCatalog } from './messages';

/** The story's language (the toolbar's), as the back office's translator and locale. */
export function adminStoryText(globals: Record<string, unknown>) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  return { t: createTranslator([adminCatalog], locale), locale };
}

export const never = () => new Promise<never>(() => {});
