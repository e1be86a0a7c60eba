import { Tab, TabList, TabPanel, Tabs } from '@lingxi/ui';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import { MarketCategoriesPanel, type MarketCategoriesServices } from './MarketCategoriesPanel';
import { MarketItemsPanel, type MarketItemsServices } from './MarketItemsPanel';
import { MarketSettingsPanel, type MarketSettingsServices } from './MarketSettingsPanel';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;

export type MarketAdminServices = MarketItemsServices & MarketCategoriesServices & MarketSettingsServices;
export const marketAdminTabs = ['items', 'categories', 'settings'] as const;
export type MarketAdminTab = (typeof marketAdminTabs)[number];

export interface MarketAdminScreenProps {
  t: Translate<Key>;
  services: MarketAdminServices;
  notify: (notice: Notice<Key>) => void;
  /** An ISO time as the operator reads it (Asia/Shanghai in the app). */
  formatTime: (iso: string) => string;
  /** The tab shown first (stories open the others). */
  defaultTab?: MarketAdminTab;
}

/**
 * 画廊管理: the shares (作品, the pending ones first), the categories (分类) and the review switch and reward (设置).
 * A tab's panel loads when it is first shown.
 */
export function MarketAdminScreen({ t, services, notify, formatTime, defaultTab = 'items' }: MarketAdminScreenProps) {
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.market.title')}</h1>
      <p className={css.note}>{t('admin.market.intro')}</p>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label={t('admin.market.tabs')}>
          {marketAdminTabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`admin.market.tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="items">
          <MarketItemsPanel t={t} services={services} notify={notify} formatTime={formatTime} />
        </TabPanel>
        <TabPanel id="categories">
          <MarketCategoriesPanel t={t} services={services} notify={notify} />
        </TabPanel>
        <TabPanel id="settings">
          <MarketSettingsPanel t={t} services={services} notify={notify} />
        </TabPanel>
      </Tabs>
    </div>
  );
}
