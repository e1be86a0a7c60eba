export * from './Pagination';
export { compactPagination } from './compact';
