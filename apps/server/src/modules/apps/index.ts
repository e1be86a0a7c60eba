// The app store module's public face: its plugin (`app.apps`).
export { default } from './plugin.js';
