export { Pagination, type PaginationProps, pageCount } from './Pagination';
