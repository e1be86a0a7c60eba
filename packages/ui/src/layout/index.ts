export { Box, type BoxProps } from './Box';
export { Stack, type StackProps } from './Stack';
export { Inline, type InlineProps } from './Inline';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { useMediaQuery } from './useMediaQuery';
