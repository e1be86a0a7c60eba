import { OverlayArrow } from 'react-aria-components';
import { overlayArrow, overlayArrowSvg } from './styles.css';

/** The arrow of Popover and Tooltip; RAC positions it and sets data-placement. */
export function FloatingArrow({ size }: { size: number }) {
  return (
    <OverlayArrow className={overlayArrow}>
      <svg width={size} height={size} viewBox="0 0 12 12" aria-hidden="true" className={overlayArrowSvg}>
        <path d="M0 0 L6 6 L12 0" />
      </svg>
    </OverlayArrow>
  );
}
