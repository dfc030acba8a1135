export { LoadState, type LoadStateLoading, type LoadStateProps } from './LoadState';
