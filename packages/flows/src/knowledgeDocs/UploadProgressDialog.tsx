import { Button, Dialog, Modal, type UploadItem, UploadList } from '@lingxi/ui';
import type { Translate } from '../i18n';
import { messageText } from '../session/notify';
import * as css from './KnowledgeDocs.css';
import type { UploadEntry } from './knowledgeDocs.machine';
import type { DocsMessageKey } from './messages';

export interface UploadProgressDialogProps {
  t: Translate<DocsMessageKey>;
  isOpen: boolean;
  /** The chosen files, in the order they go. */
  uploads: readonly UploadEntry[];
  /** A file is being sent: the button is 取消上传 (and Escape does nothing); else 关闭. */
  isUploading: boolean;
  onCancel(): void;
  onClose(): void;
  /** A row's ×. */
  onRemove(id: string): void;
}

/** A file as the ui's UploadList shows it: waiting and being sent are a bar (0–100), a refusal says why. */
export function uploadItem(t: Translate<DocsMessageKey>, entry: UploadEntry): UploadItem {
  const base = { id: entry.id, name: entry.file.name, size: entry.file.size };
  switch (entry.state) {
    case 'waiting':
    case 'sending':
      return { ...base, status: 'uploading', progress: entry.progress };
    case 'done':
      return { ...base, status: 'done' };
    default:
      return { ...base, status: 'error', error: entry.error ? messageText(t, entry.error) : t('docs.uploadFailed') };
  }
}

/**
 * The upload progress dialog (SPEC §2.3 item 11), 上传文档: each chosen file with its progress, 上传成功, or why it was
 * refused (the client's check or the server's words). One button: 取消上传 while files are being sent, then 关闭 — the
 * same button, so keyboard focus stays on it when the uploads end.
 */
export function UploadProgressDialog({ t, isOpen, uploads, isUploading, onCancel, onClose, onRemove }: UploadProgressDialogProps) {
  const done = uploads.filter((entry) => entry.state === 'done').length;
  return (
    <Modal
      isOpen={isOpen}
      isKeyboardDismissDisabled={isUploading}
      onOpenChange={(open) => {
        if (!open && !isUploading) onClose();
      }}
    >
      <Dialog
        title={t('docs.uploadTitle')}
        footer={
          <Button variant={isUploading ? 'secondary' : 'primary'} onPress={isUploading ? onCancel : onClose}>
            {isUploading ? t('docs.uploadCancel') : t('docs.close')}
          </Button>
        }
      >
        <p className={css.uploadSummary} role="status">
          {t('docs.uploadSummary', { done, total: uploads.length })}
        </p>
        <UploadList
          aria-label={t('docs.uploadList')}
          items={uploads.map((entry) => uploadItem(t, entry))}
          doneLabel={t('docs.uploadDone')}
          onRemove={onRemove}
          removeLabel={(item) => t('docs.uploadRemove', { name: item.name })}
        />
      </Dialog>
    </Modal>
  );
}
