export { StepIndicator, type StepIndicatorProps, type StepState } from './StepIndicator';
