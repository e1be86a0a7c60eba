import { Button, Dialog, Modal } from '@lingxi/ui';
import type { Translate } from '../i18n';
import type { NoticeMessageKey } from './messages';
import * as css from './NoticeDialog.css';

export interface NoticeDialogProps {
  isOpen: boolean;
  title: string;
  /** The operator's notice, already sanitised by the server (GET /config/notice). */
  html: string;
  t: Translate<NoticeMessageKey>;
  /** 24小时不再提示: the app stores a time 24 hours ahead (SPEC §4) and closes. */
  onSnooze: () => void;
  onClose: () => void;
}

/** SPEC §2.3.2: the notice, at most 880 px wide, its HTML body scrolling within 500 px. */
export function NoticeDialog({ isOpen, title, html, t, onSnooze, onClose }: NoticeDialogProps) {
  return (
    <Modal size="lg" isOpen={isOpen} isDismissable onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={title || t('notice.fallbackTitle')}
        closeLabel={t('notice.close')}
        footer={
          <Button variant="secondary" onPress={onSnooze}>
            {t('notice.snooze')}
          </Button>
        }
      >
        {/* Sanitised by the server; the CSP forbids inline script besides. */}
        <div className={css.body} dangerouslySetInnerHTML={{ __html: html }} />
      </Dialog>
    </Modal>
  );
}
