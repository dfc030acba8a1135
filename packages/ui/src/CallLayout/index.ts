export { CallLayout, type CallLayoutProps } from './CallLayout';
