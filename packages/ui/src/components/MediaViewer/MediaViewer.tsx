import { ChevronLeft, ChevronRight, Download, Info, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { type ReactZoomPanPinchContentRef, TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { IconButton } from '../IconButton';
import { themeClass } from '../../theme/themeClasses';
import * as styles from './MediaViewer.css';

/** The zoom area fills the stage (the library sizes it to its content otherwise). */
const fill = { width: '100%', height: '100%' } as const;

export interface MediaItem {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** A link to the full file for download, and the name to save it as. */
  downloadHref?: string;
  downloadName?: string;
  /** Details shown under the picture when info is on (prompt, size, model). */
  info?: ReactNode;
}

export interface MediaViewerLabels {
  /** The dialog's accessible name (e.g. 图片预览), and "n / total" is appended visually. */
  title: string;
  close: string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  download: string;
  info: string;
}

export interface MediaViewerProps {
  items: readonly MediaItem[];
  /** The item shown; null closes the viewer. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  labels: MediaViewerLabels;
}

/**
 * A full-screen viewer for pictures: zoom (wheel, pinch, buttons, double-click), pan, ← → between items, download, and
 * an info panel. Escape or × closes it; focus returns to what opened it (RAC Modal).
 */
export function MediaViewer({ items, index, onIndexChange, labels }: MediaViewerProps) {
  const [showInfo, setShowInfo] = useState(false);
  const zoom = useRef<ReactZoomPanPinchContentRef>(null);
  const item = index === null ? undefined : items[index];
  const go = useCallback(
    (step: number) => {
      if (index === null || items.length === 0) return;
      onIndexChange((index + step + items.length) % items.length);
    },
    [index, items.length, onIndexChange],
  );
  // ← and → move between pictures wherever the focus is while the viewer is open (it starts on the dialog itself).
  useEffect(() => {
    if (index === null || items.length < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, items.length, go]);
  return (
    // The viewer is dark in both themes (pictures read best on black): it takes the dark theme's tokens.
    <ModalOverlay
      isOpen={item !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
      isDismissable
      className={`${styles.overlay} ${themeClass.dark}`}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-label={labels.title}>
          {item ? (
            <div className={styles.frame}>
              <div className={styles.toolbar}>
                <Heading slot="title" className={styles.counter}>
                  {items.length > 1 ? `${(index ?? 0) + 1} / ${items.length}` : labels.title}
                </Heading>
                <div className={styles.tools}>
                  <IconButton icon={ZoomIn} label={labels.zoomIn} onPress={() => void zoom.current?.zoomIn()} />
                  <IconButton icon={ZoomOut} label={labels.zoomOut} onPress={() => void zoom.current?.zoomOut()} />
                  <IconButton icon={RotateCcw} label={labels.reset} onPress={() => void zoom.current?.resetTransform()} />
                  {item.info ? <IconButton icon={Info} label={labels.info} onPress={() => setShowInfo((shown) => !shown)} /> : null}
                  {item.downloadHref ? (
                    <a className={styles.download} href={item.downloadHref} download={item.downloadName ?? ''} aria-label={labels.download}>
                      <Download aria-hidden="true" focusable="false" />
                    </a>
                  ) : null}
                  <IconButton icon={X} label={labels.close} slot="close" />
                </div>
              </div>
              <div className={styles.stage}>
                {items.length > 1 ? <IconButton icon={ChevronLeft} label={labels.previous} onPress={() => go(-1)} variant="secondary" /> : null}
                {/* Only the zoom area is remade for another picture (its zoom starts afresh): the toolbar and the arrows
                    stay, so the control in focus keeps it. */}
                <TransformWrapper key={index} ref={zoom} minScale={1} maxScale={8} doubleClick={{ mode: 'toggle' }} centerOnInit>
                  <TransformComponent wrapperClass={styles.zoomWrapper} contentClass={styles.zoomContent} wrapperStyle={fill} contentStyle={fill}>
                    <img className={styles.image} src={item.src} alt={item.alt} width={item.width} height={item.height} decoding="async" />
                  </TransformComponent>
                </TransformWrapper>
                {items.length > 1 ? <IconButton icon={ChevronRight} label={labels.next} onPress={() => go(1)} variant="secondary" /> : null}
              </div>
              {showInfo && item.info ? <div className={styles.info}>{item.info}</div> : null}
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
