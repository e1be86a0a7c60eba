import { ImageUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { FileTrigger, DropZone as RACDropZone, Text, isFileDropItem } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './Upload.css';
import { validateFiles, type FileRules, type UploadRejectReason } from './validateFiles';

export interface DropZoneProps extends FileRules {
  /** The visible prompt; also names the drop target, e.g. "拖拽图片到此处上传". */
  label: ReactNode;
  /** The file-picker button, e.g. "选择图片". */
  buttonLabel: ReactNode;
  /** A hint under the prompt, e.g. "支持 jpg、png 格式，单张不超过 10MB". */
  description?: ReactNode;
  /** Whether several files may be picked at once; defaults to maxCount > 1. */
  allowsMultiple?: boolean;
  /** Called with the files that passed validation. */
  onAccept: (files: File[]) => void;
  /** Called once per reason with the files it rejected, e.g. to show "最多只能上传4张图片". */
  onReject?: (files: File[], reason: UploadRejectReason) => void;
  isDisabled?: boolean;
  /** Forces the drag-over look (for screenshots and docs); real drags set it themselves. */
  isDropTarget?: boolean;
}

/** A drop target with a file-picker button; files are validated before they reach the app. */
export function DropZone({ label, buttonLabel, description, allowsMultiple, onAccept, onReject, isDisabled, isDropTarget, ...rules }: DropZoneProps) {
  const handleFiles = (files: File[]) => {
    const { accepted, rejected } = validateFiles(files, rules);
    if (accepted.length > 0) onAccept(accepted);
    for (const { files: rejectedFiles, reason } of rejected) onReject?.(rejectedFiles, reason);
  };

  return (
    <RACDropZone
      className={styles.dropZone}
      isDisabled={isDisabled}
      getDropOperation={() => 'copy'}
      onDrop={(event) => {
        // A file that cannot be read (moved or deleted mid-drag) is dropped from the batch, not thrown.
        const reads = event.items.filter(isFileDropItem).map((item) => item.getFile().catch(() => null));
        void Promise.all(reads).then((files) => handleFiles(files.filter((file): file is File => file !== null)));
      }}
      data-force-drop-target={isDropTarget || undefined}
    >
      <ImageUp aria-hidden="true" size={32} className={styles.dropIcon} />
      <Text slot="label" className={styles.dropLabel}>
        {label}
      </Text>
      {description ? <Text className={styles.dropDescription}>{description}</Text> : null}
      <FileTrigger
        acceptedFileTypes={rules.acceptedFileTypes}
        allowsMultiple={allowsMultiple ?? (rules.maxCount ?? Infinity) > 1}
        onSelect={(list) => list && handleFiles(Array.from(list))}
      >
        <Button variant="secondary" size="sm" isDisabled={isDisabled}>
          {buttonLabel}
        </Button>
      </FileTrigger>
    </RACDropZone>
  );
}
