import { useMemo, type ReactNode } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './QrCode.css';
import { qrSvgShape, type QrErrorCorrectionLevel } from './qrMatrix';

export { qrErrorCorrectionLevels, type QrErrorCorrectionLevel } from './qrMatrix';

export const qrCodeStatuses = ['ready', 'loading', 'expired', 'error'] as const;
export type QrCodeStatus = (typeof qrCodeStatuses)[number];

export interface QrCodeProps {
  /** The text to encode, e.g. the login URL. */
  value: string;
  /** Accessible name of the code (role img), e.g. "扫码登录". */
  label: string;
  /** Side length in px, quiet zone included. */
  size?: number;
  /** Defaults to "M", or "H" when a logo covers the centre. */
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  /** A small logo drawn in the centre (decorative). */
  logoSrc?: string;
  status?: QrCodeStatus;
  /** Announced while loading, e.g. "加载中". */
  loadingLabel?: string;
  /** Shown over an expired code, e.g. "二维码已过期". */
  expiredMessage?: ReactNode;
  /** Shown when the code cannot be produced, e.g. "二维码加载失败". */
  errorMessage?: ReactNode;
  /** The refresh button's label, e.g. "点击刷新"; the button shows when onRefresh is set. */
  refreshLabel?: ReactNode;
  onRefresh?: () => void;
}

function useQrShape(value: string, level: QrErrorCorrectionLevel, enabled: boolean) {
  return useMemo(() => {
    if (!enabled) return null;
    try {
      return qrSvgShape(value, level);
    } catch {
      return 'error' as const; // e.g. the value is too long for any QR version
    }
  }, [value, level, enabled]);
}

export function QrCode({
  value,
  label,
  size = 160,
  errorCorrectionLevel,
  logoSrc,
  status = 'ready',
  loadingLabel = 'Loading',
  expiredMessage,
  errorMessage,
  refreshLabel,
  onRefresh,
}: QrCodeProps) {
  const level = errorCorrectionLevel ?? (logoSrc ? 'H' : 'M');
  const shape = useQrShape(value, level, status === 'ready' || status === 'expired');
  const state: QrCodeStatus = shape === 'error' ? 'error' : status;
  const refresh =
    onRefresh && refreshLabel ? (
      <Button size="sm" onPress={onRefresh}>
        {refreshLabel}
      </Button>
    ) : null;

  return (
    <div className={styles.root} data-status={state} style={{ width: size, height: size }}>
      {shape && shape !== 'error' ? (
        <svg
          className={styles.svg}
          viewBox={`0 0 ${shape.viewBoxSize} ${shape.viewBoxSize}`}
          shapeRendering="crispEdges"
          data-module-count={shape.moduleCount}
          {...(state === 'ready' ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        >
          <path d={shape.path} className={styles.modules} />
        </svg>
      ) : null}
      {logoSrc && state === 'ready' ? (
        <span className={styles.logo}>
          <img src={logoSrc} alt="" />
        </span>
      ) : null}
      {state === 'loading' ? (
        <div className={styles.overlay}>
          <Spinner label={loadingLabel} size="lg" />
        </div>
      ) : null}
      {state === 'expired' || state === 'error' ? (
        <div className={styles.overlay}>
          <div className={styles.card}>
            {(state === 'error' ? errorMessage : expiredMessage) ? (
              <p role="alert" className={styles.message} data-tone={state === 'error' ? 'danger' : undefined}>
                {state === 'error' ? errorMessage : expiredMessage}
              </p>
            ) : null}
            {refresh}
          </div>
        </div>
      ) : null}
    </div>
  );
}
