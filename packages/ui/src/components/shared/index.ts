export * from './Field';
export * from './FloatingArrow';
