import { featureList, type Messages } from '../features';
import type { MessageTree } from '../features/feature';

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

const compose = (language: 'zh-CN' | 'en' | 'zh-TW') => featureList.reduce((all, feature) => mergeInto(all, feature.messages[language]), {}) as Messages;

/** Every feature's messages merged, per language: zh-CN (the spec's texts), en and zh-TW. */
export const messages = { 'zh-CN': compose('zh-CN'), en: compose('en'), 'zh-TW': compose('zh-TW') };
export type { Messages };
