import type { Database } from './client.js';

/** The transaction a callback of `db.transaction()` receives. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a query runs on: the database itself, or a transaction in progress (a service that writes in its caller's transaction takes one). */
export type Executor = Database | Transaction;
