import { CircleAlert, CircleCheck, FileImage, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { ProgressBar } from '../ProgressBar';
import * as styles from './Upload.css';

export const uploadStatuses = ['uploading', 'done', 'error'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

export interface UploadItem {
  id: string;
  name: string;
  /** In bytes. */
  size: number;
  /** A thumbnail URL (object URL or data URI). */
  previewUrl?: string;
  /** 0–100 while uploading; leave out for an indeterminate bar. */
  progress?: number;
  status: UploadStatus;
  /** Shown when status is "error", e.g. "上传失败，请重试". */
  error?: ReactNode;
}

export interface UploadListProps {
  items: readonly UploadItem[];
  /** Names the list, e.g. "已上传图片". */
  'aria-label': string;
  onRemove: (id: string) => void;
  /** Accessible name of an item's remove button, e.g. (item) => `移除 ${item.name}`. */
  removeLabel: (item: UploadItem) => string;
  /** Shown next to finished files, e.g. "上传成功". */
  doneLabel?: ReactNode;
}

/** Locale-formatted size in KB or MB (binary units, as file managers show them). */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

export function UploadList({ items, 'aria-label': ariaLabel, onRemove, removeLabel, doneLabel }: UploadListProps) {
  return (
    <ul aria-label={ariaLabel} className={styles.list}>
      {items.map((item) => (
        <UploadListItem key={item.id} item={item} onRemove={onRemove} removeLabel={removeLabel} doneLabel={doneLabel} />
      ))}
    </ul>
  );
}

function UploadListItem({ item, onRemove, removeLabel, doneLabel }: Omit<UploadListProps, 'items' | 'aria-label'> & { item: UploadItem }) {
  const { locale } = useLocale();
  const nameId = useId();
  return (
    <li className={styles.item} data-status={item.status}>
      <span className={styles.thumb}>{item.previewUrl ? <img src={item.previewUrl} alt="" /> : <FileImage aria-hidden="true" size={20} />}</span>
      <div className={styles.itemBody}>
        <div className={styles.itemHeader}>
          <span id={nameId} className={styles.fileName} title={item.name}>
            {item.name}
          </span>
          <span className={styles.fileSize}>{formatFileSize(item.size, locale)}</span>
        </div>
        {item.status === 'uploading' ? (
          <ProgressBar aria-labelledby={nameId} value={item.progress} isIndeterminate={item.progress === undefined} size="sm" showValueLabel />
        ) : null}
        {item.status === 'done' && doneLabel ? (
          <span className={styles.statusText} data-tone="success">
            <CircleCheck aria-hidden="true" size={14} />
            {doneLabel}
          </span>
        ) : null}
        {item.status === 'error' ? (
          <span className={styles.statusText} data-tone="danger">
            <CircleAlert aria-hidden="true" size={14} />
            {item.error}
          </span>
        ) : null}
      </div>
      <IconButton icon={X} size="sm" label={removeLabel(item)} onPress={() => onRemove(item.id)} />
    </li>
  );
}
