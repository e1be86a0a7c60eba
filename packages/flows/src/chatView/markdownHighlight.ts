import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/**
 * The languages answers are highlighted in: the common ones of a general assistant, registered one by
 * one on highlight.js's core so the chunk carries ~20 grammars instead of ~190. Each brings its own
 * aliases (js, ts, tsx, py, sh, zsh, html, yml, md, rs, golang, c++, cs, kt ...).
 */
const highlightLanguages = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
} as const;

for (const [name, language] of Object.entries(highlightLanguages)) hljs.registerLanguage(name, language);
hljs.registerAliases(['shell', 'console', 'terminal', 'powershell'], { languageName: 'bash' });
hljs.registerAliases(['vue', 'svelte'], { languageName: 'xml' });

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The language named by a fence's info string ("ts title=a.ts" → "ts"), lower-cased. */
export const fenceLanguage = (info: string | undefined) => (info ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * Highlighted HTML of a code block. A language we do not know is escaped as it is: automatic
 * detection is off (it guesses wrong on short snippets and costs a pass over every grammar).
 */
export function highlightCode(code: string, language: string): { html: string; known: boolean } {
  if (!language || !hljs.getLanguage(language)) return { html: escapeHtml(code), known: false };
  return { html: hljs.highlight(code, { language, ignoreIllegals: true }).value, known: true };
}
