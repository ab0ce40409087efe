import type { HalalCertifier } from '../lib/halal-certifier-queries';

/** Two certifying bodies in service, as GET /api/halal-certifiers lists them, by name. */
export const certifiers: HalalCertifier[] = [
  { id: '7c9e6679-7425-40de-944b-e07fc1f90ae1', name: 'Halal Food Authority', websiteUrl: null, retired: false },
  {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae2',
    name: 'ISNA Halal',
    websiteUrl: 'https://isnahalal.example.org',
    retired: false,
  },
];

/** The body named `name` in that list. */
export const certifierNamed = (name: string) => certifiers.find((c) => c.name === name)!;
