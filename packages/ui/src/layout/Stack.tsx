import { Box, type BoxProps } from './Box';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & { gap?: BoxProps['gap'] };

/** Children in a column with an even gap. */
export function Stack({ gap = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} {...props} />;
}
