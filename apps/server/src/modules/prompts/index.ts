// The prompt library module's public face: its plugin (`app.promptLibrary`).
export { default } from './plugin.js';
