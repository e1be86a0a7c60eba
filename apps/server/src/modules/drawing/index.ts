// The drawing module's public face: its plugin, demo mode's simulator start, a drawing's schema (getDraw answers it) and how a picture is stored (the market's demo samples).
export { default } from './plugin.js';
export { startDemoMidjourney } from './demoMidjourney.js';
export { Drawing } from './routes/drawingSchemas.js';
export { storePicture } from './drawMedia.js';
