export * from './DropZone';
export * from './UploadList';
export * from './validateFiles';
