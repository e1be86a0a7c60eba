// The drawing module's public face: its plugin, demo mode's simulator start, and a drawing's schema (getDraw answers it).
export { default } from './plugin.js';
export { startDemoMidjourney } from './demoMidjourney.js';
export { Drawing } from './routes/drawingSchemas.js';
