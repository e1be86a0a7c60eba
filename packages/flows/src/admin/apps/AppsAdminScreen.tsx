import { Tab, TabList, TabPanel, Tabs } from '@lingxi/ui';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import { AppCategoriesPanel, type AppCategoriesServices } from './AppCategoriesPanel';
import { AppsPanel, type AppsServices } from './AppsPanel';
import type { AppsAdminMessageKey } from './messages';

type Key = AppsAdminMessageKey | AdminMessageKey;

export type AppsAdminServices = AppsServices & AppCategoriesServices;
export const appsAdminTabs = ['apps', 'categories'] as const;
export type AppsAdminTab = (typeof appsAdminTabs)[number];

export interface AppsAdminScreenProps {
  t: Translate<Key>;
  services: AppsAdminServices;
  notify: (notice: Notice<Key>) => void;
  /** An ISO time as the operator reads it (Asia/Shanghai in the app). */
  formatTime: (iso: string) => string;
  /** The tab shown first (stories open the other). */
  defaultTab?: AppsAdminTab;
}

/**
 * 应用管理: the apps (应用, the ones waiting for review first) with their terms, usage and the official apps, and the
 * categories (分类). A tab's panel loads when it is first shown.
 */
export function AppsAdminScreen({ t, services, notify, formatTime, defaultTab = 'apps' }: AppsAdminScreenProps) {
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.apps.title')}</h1>
      <p className={css.note}>{t('admin.apps.intro')}</p>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label={t('admin.apps.tabs')}>
          {appsAdminTabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`admin.apps.tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="apps">
          <AppsPanel t={t} services={services} notify={notify} formatTime={formatTime} />
        </TabPanel>
        <TabPanel id="categories">
          <AppCategoriesPanel t={t} services={services} notify={notify} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
