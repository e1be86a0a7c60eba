export * from './chatSession.machine';
export * from './chatSession.view';
export * from './messages';
export * from './sessionMessages';
export * from './turnRefused';
export * from './turnStream';
