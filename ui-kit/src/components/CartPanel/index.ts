export { CartPanel, type CartPanelNote, type CartPanelProps, type CartPanelStatus } from './CartPanel';
