import { Button, Select, SelectItem, themePreferences, type ThemePreference } from '@lingxi/ui';
import type { ReactNode } from 'react';
import { flowLocales, type FlowLocale, type Translate } from '../i18n';
import * as css from './admin.css';
import type { AdminMessageKey } from './messages';

/** The menu's groups and their screens, in the menu's order (later modules add theirs to a group here). */
export const adminNavGroups = [
  { id: 'overview', sections: ['dashboard'] },
  { id: 'site', sections: ['site', 'menus', 'notices', 'homeSlots', 'channels', 'rewards'] },
  { id: 'sales', sections: ['goods', 'levels', 'cards', 'payments', 'orders'] },
  { id: 'people', sections: ['users', 'review'] },
  { id: 'ai', sections: ['models', 'usage', 'drawing', 'prompts', 'moderation', 'market', 'apps', 'chatPrompts', 'knowledge', 'jobs'] },
  { id: 'system', sections: ['security', 'audit'] },
] as const;
export type AdminNavGroup = (typeof adminNavGroups)[number]['id'];
export type AdminSection = (typeof adminNavGroups)[number]['sections'][number];
/** Every screen, in the menu's order. */
export const adminSections: readonly AdminSection[] = adminNavGroups.flatMap((group) => group.sections);

const languageNames: Record<FlowLocale, string> = { 'zh-CN': '简体中文', en: 'English', 'zh-TW': '繁體中文' };

export interface AdminLayoutProps {
  t: Translate<AdminMessageKey>;
  /** The screen shown (marked in the menu), null for none. */
  current: AdminSection | null;
  /** The address of a screen (links stay links: open in a new tab works). */
  hrefOf: (section: AdminSection) => string;
  /** A plain click on a menu link: the app routes without reloading. */
  onNavigate: (section: AdminSection) => void;
  locale: FlowLocale;
  onLocaleChange: (locale: FlowLocale) => void;
  theme: ThemePreference;
  onThemeChange: (theme: ThemePreference) => void;
  onLogout: () => void;
  children: ReactNode;
}

/** The signed-in back office: the menu (beside the screen; above it on phones), language, theme and sign-out. */
export function AdminLayout({ t, current, hrefOf, onNavigate, locale, onLocaleChange, theme, onThemeChange, onLogout, children }: AdminLayoutProps) {
  return (
    <div className={css.layout}>
      <aside className={css.sidebar}>
        <p className={css.brand}>{t('admin.title')}</p>
        <nav aria-label={t('admin.nav')}>
          <ul className={css.navGroups}>
            {adminNavGroups.map((group) => (
              <li key={group.id}>
                <p className={css.navGroupLabel} id={`admin-nav-${group.id}`}>
                  {t(`admin.navGroup.${group.id}`)}
                </p>
                <ul className={css.navList} aria-labelledby={`admin-nav-${group.id}`}>
                  {group.sections.map((section) => (
                    <li key={section}>
                      <a
                        className={css.navLink}
                        href={hrefOf(section)}
                        aria-current={section === current ? 'page' : undefined}
                        onClick={(event) => {
                          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                          event.preventDefault();
                          onNavigate(section);
                        }}
                      >
                        {t(`admin.nav.${section}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.sidebarFooter}>
          <Select label={t('admin.language')} size="sm" selectedKey={locale} onSelectionChange={(key) => onLocaleChange(key as FlowLocale)}>
            {flowLocales.map((code) => (
              <SelectItem key={code} id={code}>
                {languageNames[code]}
              </SelectItem>
            ))}
          </Select>
          <Select label={t('admin.theme')} size="sm" selectedKey={theme} onSelectionChange={(key) => onThemeChange(key as ThemePreference)}>
            {themePreferences.map((preference) => (
              <SelectItem key={preference} id={preference}>
                {t(`admin.theme.${preference}`)}
              </SelectItem>
            ))}
          </Select>
          <Button variant="secondary" size="sm" onPress={onLogout}>
            {t('admin.logout')}
          </Button>
        </div>
      </aside>
      <main className={css.main}>{children}</main>
    </div>
  );
}
