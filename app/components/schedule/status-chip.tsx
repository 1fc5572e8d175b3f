import type { StatusGroup } from '~/domain/schedule/tournaments';

/** spec 3 §4: an upcoming entry's status; confirmed statuses and considering ones read differently. */
export function StatusChip({ label, group }: { label: string | null; group: StatusGroup | null }) {
  if (label === null) return null;
  return <span className={`chip chip--status chip--${group ?? 'neutral'}`}>{label}</span>;
}
