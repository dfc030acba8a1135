export { Spinner, SpinnerIcon, type SpinnerIconProps, type SpinnerProps } from './Spinner';
