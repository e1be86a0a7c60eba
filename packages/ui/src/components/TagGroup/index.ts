export * from './TagGroup';
