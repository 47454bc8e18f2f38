export { StatCard, StatCardGrid, type StatCardGridProps, type StatCardProps, type StatCardTone } from './StatCard';
