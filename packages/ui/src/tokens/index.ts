export * from './color';
export * from './scale';
