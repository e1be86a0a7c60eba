export * from './PointsRulesDialog';
export * from './pointsRules.view';
export * from './messages';
