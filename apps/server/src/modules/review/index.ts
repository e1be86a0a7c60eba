// The review module's public face: its plugin (`app.review`: register a kind, submit for review) and its types.
export { default } from './plugin.js';
export type { ReviewItem } from './reviewService.js';
export type { ReviewService } from './reviewService.js';
