import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** The operator's statistics script (config `baiduCode`), reduced to what the page may run. */
export interface StatisticsSnippet {
  /** The <script> elements to place in <head>, re-serialised so each inline body matches its hash. */
  html: string;
  /** CSP sources for the inline bodies: 'sha256-…'. */
  scriptHashes: string[];
  /** Origins the snippet loads scripts from or names in its code (hm.baidu.com, googletagmanager …). */
  origins: string[];
}

const empty: StatisticsSnippet = { html: '', scriptHashes: [], origins: [] };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A CSP source for the URL's origin; a scheme-relative URL gives a host source, which follows the page's scheme. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return url.startsWith('//') ? parsed.host : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * Statistics services hand out a snippet like Baidu's
 * `<script>var _hmt…; hm.src = "https://hm.baidu.com/hm.js?…"</script>`: an inline script that
 * adds an external one. Only <script> elements are kept (a tracking pixel in <noscript> has no use
 * in a script-driven app); inline bodies are allowed by their hash and the URLs they name by origin,
 * so the rest of the page keeps its strict CSP instead of 'unsafe-inline'.
 */
export function parseStatisticsSnippet(snippet: string): StatisticsSnippet {
  if (!snippet.trim()) return empty;
  const scripts: { src: string | null; body: string }[] = [];
  let current: { src: string | null; body: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && (!attributes.type || /^(text|application)\/javascript$/i.test(attributes.type)))
          current = { src: attributes.src ?? null, body: '' };
      },
      ontext(text) {
        if (current) current.body += text;
      },
      onclosetag(name) {
        if (name === 'script' && current) scripts.push(current);
        if (name === 'script') current = null;
      },
    },
    // Attribute values are entity-decoded (and re-escaped below); script bodies are raw text either way.
    { decodeEntities: true },
  );
  parser.end(snippet);

  const html: string[] = [];
  const scriptHashes: string[] = [];
  const origins = new Set<string>();
  for (const { src, body } of scripts) {
    if (src) {
      const origin = originOf(src);
      if (!origin) continue;
      origins.add(origin);
      html.push(`<script async src="${escapeAttribute(src)}"></script>`);
    } else if (body.trim()) {
      // `</script` cannot occur in a body the parser ended at the first `</script`.
      html.push(`<script>${body}</script>`);
      scriptHashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      for (const [url] of body.matchAll(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?(?=[/"'?#\s]|$)/gi)) {
        const origin = originOf(url);
        if (origin) origins.add(origin);
      }
    }
  }
  return { html: html.join(''), scriptHashes, origins: [...origins] };
}
