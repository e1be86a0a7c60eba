export * from './agentsTypes';
export * from './agentForm';
export * from './messages';
export * from './agentsFixtures';
export { type AgentsContext, type AgentsEmitted, type AgentsEvent, type AgentsServices, collectedOf, provideAgents } from './agents.machine';
export * from './AgentStore';
