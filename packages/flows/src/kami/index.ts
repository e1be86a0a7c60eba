export * from './KamiDialog';
export * from './kami.machine';
export * from './kami.view';
export * from './messages';
