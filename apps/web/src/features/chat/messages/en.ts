import type { MessageShape } from '../../feature';
import type { ChatMessages } from './zh-CN';

export const en: MessageShape<ChatMessages> = {
  screens: {
    chat: 'AI chat',
    document: 'Documents',
  },
  chat: {
    upload: 'Upload a file',
    uploading: 'Uploading',
    uploaded: '“{{name}}” is uploaded: ask away',
    uploadFailed: 'The file could not be uploaded; please try again later',
    removeFile: 'Remove the file {{name}}',
    demoTitle: 'Demo mode',
    demoBody:
      'Answers come from a built-in simulated model, for trying things out. To use a real model, set the OPENAI_BASE_URL and OPENAI_API_KEY environment variables, or have the site operator enter a model endpoint and key in the back office.',
    documentPlaceholder: 'Upload a PDF, Word, TXT or Markdown file, then ask about it',
  },
};
