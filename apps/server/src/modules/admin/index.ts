// The admin module's public face: its plugin (the back office's sign-in).
export { default } from './plugin.js';
