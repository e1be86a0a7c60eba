import type { ChatFile } from '@lingxi/flows/chat';
import { IconButton } from '@lingxi/ui';
import { FileText, Paperclip, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../dialogs/dialogRequests';
import { toasts } from '../../state/toasts';
import { refusalOf, uploadFile } from './chatCalls';
import * as css from './chatScreen.css';

/** What the file chat accepts (docs/chat.md); the server checks the content whatever the picker lets through. */
const accept = '.pdf,.docx,.txt,.md,.markdown,.png,.jpg,.jpeg,.webp,.gif';

export interface FileAttachmentProps {
  groupId: number | null;
  attached: ChatFile | null;
  onAttached: (file: ChatFile | null) => void;
  isLoggedIn: boolean;
}

/** /document's upload button left of the question box, and the file the next question is about. */
export function FileAttachment({ groupId, attached, onAttached, isLoggedIn }: FileAttachmentProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);

  async function upload(file: File) {
    setUploading(true);
    try {
      onAttached(await uploadFile(file, groupId));
      toasts.show('success', t('chat.uploaded', { name: file.name }));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 401) openDialog('login');
      else toasts.show('error', refusal?.message || t('chat.uploadFailed'));
    } finally {
      setUploading(false);
    }
  }

  return (
    <span className={css.attachment}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="chat-file-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      <IconButton
        icon={Paperclip}
        label={t('chat.upload')}
        isPending={isUploading}
        pendingLabel={t('chat.uploading')}
        onPress={() => (isLoggedIn ? input.current?.click() : openDialog('login'))}
      />
      {attached ? (
        <>
          <FileText size={16} aria-hidden="true" />
          <span className={css.attachmentName} title={attached.name}>
            {attached.name}
          </span>
          <IconButton icon={X} size="sm" label={t('chat.removeFile', { name: attached.name })} onPress={() => onAttached(null)} />
        </>
      ) : null}
    </span>
  );
}
