import type { z } from 'zod';
import { LIMITS } from '../../../domain/limits';
import type { submissionInput } from '../../../domain/schemas';

/** What the submission form edits: the request body before the shared schema trims and defaults it. */
export type SubmissionFormValues = z.input<typeof submissionInput>;
export type LocationFormValues = NonNullable<SubmissionFormValues['locations']>[number];

// SPEC §3 Submission form state: a new location starts with the state IN.
export function emptyLocation(): LocationFormValues {
  return { name: '', address: '', city: '', state: LIMITS.defaultState, zip: '', phone: '', email: '' };
}

// SPEC §3: one (primary) location to start with.
export function emptySubmission(): SubmissionFormValues {
  return {
    name: '',
    categoryIds: [],
    description: '',
    phone: '',
    email: '',
    websiteUrl: '',
    instagram: '',
    imageUrl: '',
    locations: [emptyLocation()],
  };
}
