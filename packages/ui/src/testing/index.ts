export * from './dialogA11y';
