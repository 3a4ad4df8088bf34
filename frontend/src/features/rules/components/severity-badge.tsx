// The rules pages import the badge from here; it is the one shared badge.
export { SeverityBadge } from '@/components/ui/severity-badge';
