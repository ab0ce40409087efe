import type { z } from 'zod';
import { LIMITS } from '../../../domain/limits';
import { submissionInput } from '../../../domain/schemas';
import { halalFormInput, halalFormValues } from '../../components/halal/halal-form';

/**
 * The form's schema: the one the server validates POST /api/submissions with, its halal profile as the
 * shared halal fields edit it (always sent; the server removes one that states nothing).
 */
export const submissionFormInput = submissionInput.extend({ halal: halalFormInput });

/** What the submission form edits: the request body before the shared schema trims and defaults it. */
export type SubmissionFormValues = z.input<typeof submissionFormInput>;
/** What a submission sends: the body of POST /api/submissions. */
export type SubmissionFormBody = z.output<typeof submissionFormInput>;
export type LocationFormValues = NonNullable<SubmissionFormValues['locations']>[number];

// SPEC §3 Submission form state: a new location starts with the state IN.
export function emptyLocation(): LocationFormValues {
  return { name: '', address: '', city: '', state: LIMITS.defaultState, zip: '', phone: '', email: '' };
}

// SPEC §3: one (primary) location to start with; issue 16: every halal fact 'Not stated'.
export function emptySubmission(): SubmissionFormValues {
  return {
    name: '',
    categoryIds: [],
    cuisines: [],
    description: '',
    phone: '',
    email: '',
    websiteUrl: '',
    instagram: '',
    imageUrl: '',
    locations: [emptyLocation()],
    halal: halalFormValues(null),
  };
}
