export { LoadingState, Spinner, type LoadingStateProps, type SpinnerProps, type SpinnerSize } from './Spinner';
