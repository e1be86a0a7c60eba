export * from './envelope';
export * from './fingerprint';
export * from './ndjson';
export * from './client';
export { LOGIN_REQUIRED_MESSAGE, type FailureFlags, type FailureHooks, type UnauthorizedEvent } from './failureReporter';
export { NetworkError, TimeoutError } from 'ky';
export { typedApi, type BodyOf, type DataOf, type QueryOf, type TypedApi } from './typed';
export type { components, paths } from './generated/schema';
