import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { type givenApi, requestsTo, undoFakesAfterEachTest } from '../../../testing/fetch-fixture';
import { givenScreen } from './passport-api';

/** Each test reads the book on a wide screen with motion (until it says otherwise), its fakes undone after it. */
export function readOnAWideScreen() {
  beforeEach(() => {
    givenScreen();
  });
  undoFakesAfterEachTest();
}

/**
 * Removing the stamp of `businessName` asks first, saying `why`; Cancel closes the question and asks the
 * server to remove nothing.
 */
export async function expectRemovalAskedThenCancel(
  fetchMock: ReturnType<typeof givenApi>,
  businessName: string,
  why: string,
) {
  expect(
    await screen.findByRole('alertdialog', { name: `Remove the stamp of ${businessName}?` }),
  ).toHaveAccessibleDescription(why);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(requestsTo(fetchMock, 'DELETE', /\/visits\//)).toHaveLength(0);
}
