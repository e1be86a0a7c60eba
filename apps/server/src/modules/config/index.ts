// The config module's public face: its plugin, and the menu cache other code may invalidate.
export { default } from './plugin.js';
export type { Menu, MenuStore } from './menuStore.js';
