export { ComparisonCharts, type ComparisonChartsProps } from './components/comparison-charts';
