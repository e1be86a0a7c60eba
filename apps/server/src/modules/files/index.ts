// The files module's public face: its plugin, and who uploaded a public file.
export { default } from './plugin.js';
export { uploadedBy } from './uploaders.js';
