export * from './MediaViewer';
