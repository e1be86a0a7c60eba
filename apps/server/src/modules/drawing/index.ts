// The drawing module's public face: its plugin, and demo mode's simulator start.
export { default } from './plugin.js';
export { startDemoMidjourney } from './demoMidjourney.js';
