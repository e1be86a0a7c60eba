import type { MessageShape } from '../../feature';
import type { ChatMessages } from './zh-CN';

export const en: MessageShape<ChatMessages> = {
  screens: {
    chat: 'AI chat',
    document: 'Documents',
    gpt: 'Custom assistants',
  },
  chat: {
    upload: 'Upload a file',
    uploading: 'Uploading',
    uploaded: '“{{name}}” is uploaded: ask away',
    uploadFailed: 'The file could not be uploaded; please try again later',
    removeFile: 'Remove the file {{name}}',
    demoTitle: 'Demo mode',
    demoBody: 'Answers come from the built-in demo model',
    demoDismiss: 'Dismiss the demo mode note',
    documentPlaceholder: 'Upload a PDF, Word, TXT or Markdown file, then ask about it',
    appCentre: 'App centre',
    agents: {
      emptyTitle: 'Start a conversation with an agent',
      emptyBody: 'Pick an agent on the agents page; your conversations with agents are kept here.',
      browse: 'Browse agents',
    },
  },
};
