// The chat module's public face: its plugin, and what file chat (chatFiles) and the start script need of chat.
export { default } from './plugin.js';
export { startDemoUpstream } from './demoUpstream.js';
export { chatMessages } from './messages.js';
export { requirePrompt, streamShapeOf, streamTurn, TurnOptions, turnGroupId } from './chatStream.js';
export { chatTurnReplies } from './chatFrame.js';
export { oneOffReplies, streamOneOff } from './oneOffAnswer.js';
export type { TurnFile } from './fileContext.js';
export type { TurnSources } from './groundedTurn.js';
export type { AppCard, ChatApp, ChatApps } from './appTurn.js';
