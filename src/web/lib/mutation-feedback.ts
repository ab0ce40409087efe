import type { UseMutationOptions } from '@tanstack/react-query';
import { logFailure, requestRefusal } from './api';
import { notifyError, notifySuccess } from './notify';

/** A toast: its title, or its title and a description. */
export type Toast = string | readonly [title: string, description?: string];

/**
 * What the person is told when a mutation settles (SPEC's toast texts). The query client's mutation cache
 * shows them (lib/query-client.ts), so no component writes its own try/catch around a mutation.
 */
export interface MutationFeedback<Data, Variables> {
  success?: Toast | ((data: Data, variables: Variables) => Toast);
  /**
   * A function can tell the server's reasons apart (`isErrorCode(error, 'ALREADY_SUBSCRIBED')`), and answer
   * null for a failure the screen itself explains (a form's own message); it is still logged. A refusal of
   * the request itself (`requestRefusal`: CROSS_ORIGIN, SERVICE_UNAVAILABLE, …) shows the server's message
   * as the description, under this toast's title.
   */
  failure: Toast | ((error: Error, variables: Variables) => Toast | null);
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { feedback?: MutationFeedback<never, never> };
  }
}

/** A mutation's options with its feedback; its data and variables are typed from its mutationFn. */
export function withFeedback<Data, Variables>(
  options: UseMutationOptions<Data, Error, Variables> & { feedback: MutationFeedback<Data, Variables> },
): UseMutationOptions<Data, Error, Variables> {
  const { feedback, ...rest } = options;
  return { ...rest, meta: { ...rest.meta, feedback: feedback as unknown as MutationFeedback<never, never> } };
}

/** Shows a toast through `notify` (lib/notify): its title, and its description when it has one. */
export function showToast(toast: Toast, notify: (title: string, description?: string) => void) {
  if (typeof toast === 'string') notify(toast);
  else notify(toast[0], toast[1]);
}

/** Shows a settled mutation's success toast, if it has one. */
export function announceSuccess(
  feedback: MutationFeedback<unknown, unknown> | undefined,
  data: unknown,
  variables: unknown,
) {
  const success = feedback?.success;
  if (!success) return;
  showToast(typeof success === 'function' ? success(data, variables) : success, notifySuccess);
}

/**
 * Shows a failed mutation's failure toast, and logs the cause for whoever debugs it: as an error only when
 * something broke, not when the server refused by its rules ('No Subscribers'; lib/api.ts `logFailure`).
 */
export function announceFailure(
  feedback: MutationFeedback<unknown, unknown> | undefined,
  error: Error,
  variables: unknown,
) {
  if (!feedback) return;
  logFailure('A change failed', error);
  const { failure } = feedback;
  const toast = typeof failure === 'function' ? failure(error, variables) : failure;
  if (toast === null) return;
  // A refusal of the request itself (from another address, the database away for a moment) is told in the
  // server's words under the change's own title: the change's general 'please try again' would hide why.
  // Its text is translated where it is shown (lib/notify), when a catalogue has it.
  const reason = requestRefusal(error);
  showToast(reason === undefined ? toast : [typeof toast === 'string' ? toast : toast[0], reason], notifyError);
}
