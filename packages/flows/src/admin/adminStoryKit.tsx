import { createToastQueue, ToastRegion } from '@lingxi/ui';
import { useState } from 'react';
import type { FlowLocale, Translate } from '../i18n';
import { createTranslator, flowLocales } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import { type AdminMessageKey, adminCatalog } from './messages';

/** The story's language (the toolbar's), as the back office's translator and locale. */
export function adminStoryText(globals: Record<string, unknown>) {
  const locale: FlowLocale = (flowLocales as readonly string[]).includes(String(globals.locale)) ? (globals.locale as FlowLocale) : 'zh-CN';
  return { t: createTranslator([adminCatalog], locale), locale };
}

/**
 * A screen's notices as the back office shows them — toasts that stay for the shot — each also handed to the story's
 * spy: `notify` for the screen, `region` to render beside it.
 */
export function useStoryToasts<Key extends string>(t: Translate<Key | AdminMessageKey>, spy: (notice: Notice) => void) {
  const [toasts] = useState(() => createToastQueue({ timeout: 0 }));
  return {
    notify: (notice: Notice<Key | AdminMessageKey>) => {
      spy(notice);
      toasts.show(notice.tone, messageText(t, notice.message));
    },
    region: <ToastRegion queue={toasts.queue} closeLabel={t('admin.confirm.close')} aria-label={t('admin.notifications')} />,
  };
}

export const never = () => new Promise<never>(() => {});
