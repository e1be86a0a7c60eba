import { describe, expect, it } from 'vitest';
import { messages } from './messages';

/** Full-width punctuation: in an English string it is set as a wide gap (“Hi， I’m” reads as “Hi ， I’ m”). */
const fullWidth = /[，。：；！？（）【】「」『』、《》]/u;

/** Every flows catalog (FlowCatalog: zh-CN, en, zh-TW) in packages/flows. */
const flowModules = import.meta.glob<Record<string, unknown>>('../../../../packages/flows/src/*/messages.ts', { eager: true });

function englishLeaves(tree: unknown, path: string, into: [string, string][] = []): [string, string][] {
  if (typeof tree === 'string') into.push([path, tree]);
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) englishLeaves(value, path ? `${path}.${key}` : key, into);
  return into;
}

const flowEnglish = Object.entries(flowModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter((value): value is { en: Record<string, string> } => typeof value === 'object' && value !== null && 'en' in value && 'zh-TW' in value)
    .flatMap((catalog) => englishLeaves(catalog.en, file.replace(/^.*packages\//, ''))),
);

const webEnglish = await messages.load('en');

describe('English texts', () => {
  it('finds the catalogs (the web features and every flow)', () => {
    expect(englishLeaves(webEnglish, '').length).toBeGreaterThan(100);
    expect(Object.keys(flowModules).length).toBeGreaterThan(15);
    expect(flowEnglish.length).toBeGreaterThan(300);
  });

  it('use no full-width punctuation', () => {
    const offending = [...englishLeaves(webEnglish, 'web'), ...flowEnglish].filter(([, text]) => fullWidth.test(text));
    expect(offending).toEqual([]);
  });
});
