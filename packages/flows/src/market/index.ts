export * from './marketTypes';
export * from './messages';
export * from './mjPromptParser';
export * from './sameStyle';
export * from './marketFixtures';
export * from './Market';
export * from './MarketDetailDialog';
export * from './SquareStudio';
