import { Box, type BoxProps } from './Box';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection'> & { gap?: BoxProps['gap'] };

/** Children in a wrapping row with an even gap, centred on the cross axis. */
export function Inline({ gap = 'sm', alignItems = 'center', flexWrap = 'wrap', ...props }: InlineProps) {
  return <Box display="flex" flexDirection="row" gap={gap} alignItems={alignItems} flexWrap={flexWrap} {...props} />;
}
