// The logged-in account UI as ONE lazy chunk: the desktop popup and the phone sheet share the panel,
// and a module two lazy chunks share would join the first screen's `shell` chunk (vite.config.ts).
export { default as AccountSheet } from './AccountSheet';
export { default as UserPopup } from './UserPopup';
