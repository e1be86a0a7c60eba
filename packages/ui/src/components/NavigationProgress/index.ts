export * from './NavigationProgress';
