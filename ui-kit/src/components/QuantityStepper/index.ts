export { QuantityStepper, overStockMessage, type QuantityStepperProps } from './QuantityStepper';
