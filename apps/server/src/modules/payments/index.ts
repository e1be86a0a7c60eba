// The payments module's public face: its plugin, and how an order names its package (the user detail lists orders).
export { default } from './plugin.js';
export { packageName } from './adminOrderQueries.js';
