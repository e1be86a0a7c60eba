// Every table, for drizzle-kit (one migration history: drizzle.config.ts) and for `schema` in queries.
// Each table is declared by the module (or the shared domain code) that owns it.
export * from '../domain/config/schema.js';
export * from '../domain/ephemeral/schema.js';
export * from '../domain/instances/schema.js';
export * from '../domain/admin/schema.js';
export * from '../domain/jobs/schema.js';
export * from '../modules/config/schema.js';
export * from '../modules/accounts/schema.js';
export * from '../modules/economy/schema.js';
export * from '../modules/files/schema.js';
export * from '../modules/chat/schema.js';
export * from '../modules/chatFiles/schema.js';
export * from '../modules/payments/schema.js';
export * from '../modules/admin/schema.js';
export * from '../modules/review/schema.js';
export * from '../modules/drawing/schema.js';
export * from '../modules/market/schema.js';
export * from '../modules/apps/schema.js';
export * from '../modules/prompts/schema.js';
export * from '../modules/home/schema.js';
export * from '../modules/knowledge/schema.js';
