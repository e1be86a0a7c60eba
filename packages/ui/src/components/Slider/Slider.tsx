import type { ReactNode } from 'react';
import { Slider as RACSlider, SliderFill, SliderOutput, SliderThumb, SliderTrack, type SliderProps as RACSliderProps } from 'react-aria-components';
import { FieldLabel } from '../shared';
import * as styles from './Slider.css';

export interface SliderProps extends Omit<RACSliderProps<number>, 'className' | 'style' | 'children'> {
  /** Visible label; without it pass aria-label. */
  label?: ReactNode;
  /** Hide the formatted value shown opposite the label. */
  hideValue?: boolean;
}

/**
 * A single-value slider. The value shown next to the label (and announced) is
 * formatted with formatOptions, e.g. { maximumFractionDigits: 1 } or a unit style.
 */
export function Slider({ label, hideValue, ...props }: SliderProps) {
  return (
    <RACSlider {...props} className={styles.root}>
      {label || !hideValue ? (
        <div className={styles.header}>
          {label ? <FieldLabel>{label}</FieldLabel> : null}
          {hideValue ? null : <SliderOutput className={styles.output} />}
        </div>
      ) : null}
      <SliderTrack className={styles.track}>
        <SliderFill className={styles.fill} />
        <SliderThumb className={styles.thumb} />
      </SliderTrack>
    </RACSlider>
  );
}
