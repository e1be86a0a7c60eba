export * from './drawTypes';
export * from './drawForm';
export * from './drawForm.machine';
export * from './jobPoller.machine';
export * from './messages';
export * from './DrawStudio';
export * from './DrawingGallery';
export * from './drawing.fixtures';
