import { breakpoints } from '../../tokens/scale';

/** Below the sm breakpoint the page list gives way to "page / pages" between previous and next. */
export const compactPagination = `screen and (max-width: ${breakpoints.sm - 1}px)`;
