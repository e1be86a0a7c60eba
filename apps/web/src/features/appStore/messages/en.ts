import type { MessageShape } from '../../feature';
import type { AppStoreMessages } from './zh-CN';

export const en: MessageShape<AppStoreMessages> = {
  screens: {
    chatPrompt: 'Prompts',
    appStore: 'App store',
    roleGallery: 'Role play',
  },
};
