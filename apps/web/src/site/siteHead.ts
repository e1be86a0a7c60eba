import { configString, type SiteConfig } from './siteStore';

function setLink(rel: string, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Favicon and keywords from the operator's config (SPEC §1). */
export function applySiteHead(config: SiteConfig) {
  const favicon = configString(config, 'clientFavoIconPath');
  if (favicon) setLink('icon', favicon);
  const keywords = configString(config, 'siteKeyword');
  if (keywords) setMeta('keywords', keywords);
}

/** `<screen> - <site name>`, or the site name alone. */
export function documentTitle(screen: string, siteName: string) {
  return [screen, siteName].filter(Boolean).join(' - ');
}
