// The knowledge base module's public face: its plugin and demo mode's embedding simulator.
export { default } from './plugin.js';
export { startDemoEmbeddings } from './demoEmbeddings.js';
