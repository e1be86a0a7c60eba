export * from './chatTypes';
export * from './chatMessageView';
