// The payments module's public face: its plugin.
export { default } from './plugin.js';
