export * from './VirtualGallery';
