import './themes.css';
import './global.css';

export { vars } from './contract.css';
export * from './themeClasses';
export * from './runtime';
export { themeScript } from './themeScript.js';
