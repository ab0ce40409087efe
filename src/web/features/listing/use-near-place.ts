import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLACE_NOT_FOUND } from '../../../domain/geo';
import { ApiError, failureDescription } from '../../lib/api';
import { placeQuery } from '../../lib/business-queries';
import { msg } from '../../lib/i18n';

// English ids, marked as messages: the form shows each in the visitor's language (`translate`).
const ENTER_A_PLACE = msg('Enter a ZIP code or city.');
const PLACE_CHECK_FAILED = msg('We could not check that place. Please try again.');
export const LOCATION_FAILED = msg('We could not get your location.');

interface NearPlaceActions {
  /** A typed place the server found, by the name it answered ('Carmel, IN'). */
  onPlace: (label: string) => void;
  /** The browser's position. */
  onPosition: (latitude: number, longitude: number) => void;
}

/** What went wrong, and where it is shown: under the typed place or under the 'Near me' chip. */
export interface NearPlaceError {
  source: 'place' | 'position';
  /** In English (the listing's words or the server's): shown with `translate`. */
  message: string;
}

/**
 * Issue 17, near me: a typed place is checked with the server before it goes into the URL (an unknown one
 * leaves the listing as it was); the browser's position is asked for only when the person asks.
 */
export function useNearPlace({ onPlace, onPosition }: NearPlaceActions) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<NearPlaceError['source'] | null>(null);
  const [error, setError] = useState<NearPlaceError | null>(null);

  async function findPlace(text: string) {
    if (!text.trim()) {
      setError({ source: 'place', message: ENTER_A_PLACE });
      return;
    }
    setBusy('place');
    setError(null);
    try {
      const place = await queryClient.fetchQuery(placeQuery(text));
      onPlace(place.label ?? text.trim());
    } catch (failure) {
      const notFound = failure instanceof ApiError && failure.status === 404;
      setError({
        source: 'place',
        message: notFound ? PLACE_NOT_FOUND : (failureDescription(failure) ?? PLACE_CHECK_FAILED),
      });
    } finally {
      setBusy(null);
    }
  }

  function locate() {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    setError(null);
    if (!geolocation) {
      setError({ source: 'position', message: LOCATION_FAILED });
      return;
    }
    setBusy('position');
    geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(null);
        onPosition(coords.latitude, coords.longitude);
      },
      () => {
        setBusy(null);
        setError({ source: 'position', message: LOCATION_FAILED });
      },
      // A position from the last few minutes is close enough to sort by.
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }

  return { findPlace, locate, busy, error };
}
