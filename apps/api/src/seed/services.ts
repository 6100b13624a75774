import type { Service } from '@dhub/contract';

/** The marketplace's services, in display order: four verticals, then bookable services. */
export const SEED_SERVICES: readonly { name: string; kind: Service['kind'] }[] = [
  { name: 'Grocery', kind: 'grocery' },
  { name: 'Food', kind: 'food' },
  { name: 'Shopping', kind: 'shopping' },
  { name: 'Medicine', kind: 'medicine' },
  { name: 'Salon & Spa', kind: 'booking' },
  { name: 'Home Cleaning', kind: 'booking' },
  { name: 'Plumbing', kind: 'booking' },
  { name: 'Electrician', kind: 'booking' },
  { name: 'Appliance Repair', kind: 'booking' },
];
