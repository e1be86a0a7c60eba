import { Tab, TabList, TabPanel, Tabs, TextField } from '@lingxi/ui';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import { CategoriesPanel, type CategoriesServices } from '../common/CategoriesPanel';
import type { AdminMessageKey } from '../messages';
import {
  chatPromptCategoriesMachine,
  maxChatPromptCategoryName,
  type ChatPromptCategory,
  type ChatPromptCategoryBody,
  type ChatPromptCategoryDraft,
} from './chatPromptCategories.machine';
import { ChatPromptsPanel, type ChatPromptsServices } from './ChatPromptsPanel';
import type { ChatPromptsMessageKey } from './messages';

type Key = ChatPromptsMessageKey | AdminMessageKey;

export type ChatPromptsAdminServices = ChatPromptsServices & CategoriesServices<ChatPromptCategory, ChatPromptCategoryBody>;
export const chatPromptsAdminTabs = ['prompts', 'categories'] as const;
export type ChatPromptsAdminTab = (typeof chatPromptsAdminTabs)[number];

export interface ChatPromptsAdminScreenProps {
  t: Translate<Key>;
  services: ChatPromptsAdminServices;
  notify: (notice: Notice<Key>) => void;
  /** The tab shown first (stories open the other). */
  defaultTab?: ChatPromptsAdminTab;
}

/**
 * 对话提示词: the chat page's prompt library (/chat/prompt) — the prompts (提示词: search, pages, 新建, 编辑, the
 * switch, 删除) and their categories (分类). A tab's panel loads when it is shown.
 */
export function ChatPromptsAdminScreen({ t, services, notify, defaultTab = 'prompts' }: ChatPromptsAdminScreenProps) {
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.chatPrompts.title')}</h1>
      <p className={css.note}>{t('admin.chatPrompts.intro')}</p>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label={t('admin.chatPrompts.tabs')}>
          {chatPromptsAdminTabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`admin.chatPrompts.tab.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="prompts">
          <ChatPromptsPanel t={t} services={services} notify={notify} />
        </TabPanel>
        <TabPanel id="categories">
          <CategoriesPanel<ChatPromptCategory, ChatPromptCategoryDraft, ChatPromptCategoryBody, 'admin.chatPrompts', ChatPromptsMessageKey>
            t={t}
            prefix="admin.chatPrompts"
            machine={chatPromptCategoriesMachine}
            services={services}
            notify={notify}
            maxName={maxChatPromptCategoryName}
            count={{ label: 'admin.chatPrompts.categoryPrompts', of: (category) => category.prompts }}
            badges={(category) => (category.type === 'prompt' ? null : <span className={css.muted}>{category.type}</span>)}
            fields={({ draft, change, error }) => (
              <TextField
                label={t('admin.chatPrompts.categoryType')}
                description={t('admin.chatPrompts.categoryTypeNote')}
                maxLength={30}
                autoComplete="off"
                value={draft.type}
                onChange={(value) => change('type', value)}
                {...error('type')}
              />
            )}
          />
        </TabPanel>
      </Tabs>
    </div>
  );
}
