export { CartPanel, type CartPanelProps, type CartPanelStatus } from './CartPanel';
