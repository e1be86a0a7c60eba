import { DropZone, type UploadRejectReason } from '@lingxi/ui';
import { type ReactNode, useId } from 'react';
import * as css from '../admin.css';
import * as commonCss from './common.css';

export interface ImageDropFieldProps {
  label: string;
  /** The picture now ('' for none). */
  src: string;
  previewAlt: string;
  /** A banner's picture shows wide; a logo square. */
  wide?: boolean;
  dropLabel: string;
  pickLabel: string;
  hint: string;
  types: readonly string[];
  maxBytes: number;
  isDisabled: boolean;
  /** The picture on its way up, said as a status (null: none). */
  uploading: string | null;
  /** The field's message, said at once ('' for none). */
  message: string;
  onSelect: (file: File) => void;
  onReject: (reason: UploadRejectReason) => void;
  /** More controls beside the drop zone (移除图片 …). */
  children?: ReactNode;
}

/**
 * A picture uploaded as soon as it is picked (the back office's logos and banners). The picture is no form control of
 * its own: the group names the drop zone, its button and the message.
 */
export function ImageDropField({
  label,
  src,
  previewAlt,
  wide = false,
  dropLabel,
  pickLabel,
  hint,
  types,
  maxBytes,
  isDisabled,
  uploading,
  message,
  onSelect,
  onReject,
  children,
}: ImageDropFieldProps) {
  const labelId = useId();
  const messageId = useId();
  return (
    <div className={commonCss.imageField} role="group" aria-labelledby={labelId} aria-describedby={message ? messageId : undefined}>
      <span id={labelId} className={commonCss.imageLabel}>
        {label}
      </span>
      <div className={commonCss.imageRow}>
        {src ? (
          <img className={wide ? commonCss.imagePreviewWide : commonCss.imagePreview} src={src} alt={previewAlt} width={wide ? 128 : 72} height={72} />
        ) : null}
        <div className={commonCss.imageDrop}>
          <DropZone
            label={dropLabel}
            buttonLabel={pickLabel}
            description={hint}
            acceptedFileTypes={types}
            maxSize={maxBytes}
            maxCount={1}
            isDisabled={isDisabled}
            onAccept={(files) => files[0] && onSelect(files[0])}
            onReject={(_, reason) => onReject(reason)}
          />
        </div>
        {children}
      </div>
      {uploading ? (
        <p className={css.muted} role="status">
          {uploading}
        </p>
      ) : null}
      {/* A refused picture is said at once; the other fields' messages are read with their field. */}
      <p id={messageId} className={commonCss.fieldMessage} role="alert">
        {message}
      </p>
    </div>
  );
}
