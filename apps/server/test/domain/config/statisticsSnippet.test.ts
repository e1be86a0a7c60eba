import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseStatisticsSnippet } from '../../../src/domain/config/statisticsSnippet.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// Baidu Tongji's snippet as the console hands it out (site id changed).
const baiduBody = `
var _hmt = _hmt || [];
(function() {
  var hm = document.createElement("script");
  hm.src = "https://hm.baidu.com/hm.js?0123456789abcdef";
  var s = document.getElementsByTagName("script")[0];
  s.parentNode.insertBefore(hm, s);
})();
`;

describe('parseStatisticsSnippet', () => {
  it('is empty for an empty or blank config', () => {
    expect(parseStatisticsSnippet('')).toEqual({ html: '', scriptHashes: [], origins: [] });
    expect(parseStatisticsSnippet('  \n')).toEqual({ html: '', scriptHashes: [], origins: [] });
  });

  it("allows Baidu's inline loader by its hash and the host it loads from", () => {
    const snippet = parseStatisticsSnippet(`<script>${baiduBody}</script>`);
    expect(snippet.html).toBe(`<script>${baiduBody}</script>`);
    expect(snippet.scriptHashes).toEqual([sha256(baiduBody)]);
    expect(snippet.origins).toEqual(['https://hm.baidu.com']);
  });

  it('keeps external scripts as async scripts allowed by origin, and gtag-style pairs', () => {
    const gtag =
      "window.dataLayer = window.dataLayer || []; if (1 &amp;&amp; 2 < 3) {}; window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-XXXX');";
    const snippet = parseStatisticsSnippet(
      `<!-- Google tag --><script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX&amp;l=dataLayer"></script>\n<script>${gtag}</script>`,
    );
    expect(snippet.html).toBe(`<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXX&amp;l=dataLayer"></script><script>${gtag}</script>`);
    expect(snippet.origins).toEqual(['https://www.googletagmanager.com']);
    expect(snippet.scriptHashes).toEqual([sha256(gtag)]);
  });

  it('gives a scheme-relative URL a host source, which follows the page scheme', () => {
    expect(parseStatisticsSnippet('<script src="//s9.cnzz.com/z_stat.php?id=1"></script>').origins).toEqual(['s9.cnzz.com']);
  });

  it('drops everything that is not a script: markup, pixels, non-JavaScript types and javascript: sources', () => {
    const snippet = parseStatisticsSnippet(
      '<div onclick="steal()">x</div><img src="https://evil.example/p.gif"><noscript><img src="https://t.example/p"></noscript>' +
        '<script type="text/template"><b>x</b></script><script src="javascript:alert(1)"></script><style>body{display:none}</style>',
    );
    expect(snippet).toEqual({ html: '', scriptHashes: [], origins: [] });
  });

  it('cannot be used to break out of the attribute it is re-serialised into', () => {
    const snippet = parseStatisticsSnippet(`<script src='https://cdn.example/a.js?x="><script>alert(1)</script>'></script>`);
    expect(snippet.html).toBe('<script async src="https://cdn.example/a.js?x=&quot;>&lt;script>alert(1)&lt;/script>"></script>');
  });
});
