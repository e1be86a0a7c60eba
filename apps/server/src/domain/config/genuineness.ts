import type { ConfigStore } from './configStore.js';

/** The hostname of a domain or origin the client reports ("https://a.com:8443" → "a.com"). */
function hostnameOf(domain: string): string {
  try {
    return new URL(domain.includes('://') ? domain : `http://${domain}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Genuineness (SPEC §4), decided locally from the operator's allow-list, never by calling out: 2 when the domain may
 * serve the site (or no list is set), 1 when it may not.
 */
export function genuinenessOf(configStore: ConfigStore, domain: string): 1 | 2 {
  const list = (JSON.parse(configStore.get<string>('allowedDomains', '[]')) as string[]).map((entry) => entry.toLowerCase());
  const host = hostnameOf(domain);
  return list.length === 0 || (host !== '' && list.includes(host)) ? 2 : 1;
}
