// The home page module's public face: its plugin (`app.homeSlots`).
export { default } from './plugin.js';
