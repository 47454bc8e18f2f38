export { InfoCard, type InfoCardIcon, type InfoCardProps } from './InfoCard';
