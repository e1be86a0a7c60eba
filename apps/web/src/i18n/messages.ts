import { featureList, type Messages } from '../features';
import type { MessageTree } from '../features/feature';
import type { TranslatedLanguage } from './i18n';

/** Copies `source` into `target`; a key two features both define is refused. */
function mergeInto(target: MessageTree, source: MessageTree, prefix = ''): MessageTree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing === 'string') {
      if (existing !== undefined) throw new Error(`Two features define the message ${prefix}${key}`);
      target[key] = value;
    } else {
      target[key] = mergeInto(existing ?? {}, value, `${prefix}${key}.`);
    }
  }
  return target;
}

const compose = (trees: readonly MessageTree[]) => trees.reduce((all, tree) => mergeInto(all, tree), {}) as Messages;

/** Every feature's messages merged in zh-CN (the spec's texts): bundled, the first render's and every language's fallback. */
const defaultMessages = compose(featureList.map((feature) => feature.messages['zh-CN']));

/** Every feature's messages merged in en or zh-TW, imported on first use (one chunk per language, vite.config.ts). */
const loadMessages = async (language: TranslatedLanguage) => compose(await Promise.all(featureList.map((feature) => feature.messages[language]())));

/** The app's texts as initI18n takes them. */
export const messages = { 'zh-CN': defaultMessages, load: loadMessages };
export type { Messages };
