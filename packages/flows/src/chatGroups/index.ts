export * from './chatGroups.machine';
export * from './chatGroups.view';
export * from './ConversationList';
export * from './groupOrder';
export * from './messages';
