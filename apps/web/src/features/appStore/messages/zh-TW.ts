import type { MessageShape } from '../../feature';
import type { AppStoreMessages } from './zh-CN';

export const zhTW: MessageShape<AppStoreMessages> = {
  screens: {
    chatPrompt: '提示詞',
    appStore: '應用程式廣場',
    roleGallery: '角色扮演',
  },
};
