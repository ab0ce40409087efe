import { useEffect, useState } from 'react';
import type { Position } from '../../../domain/directions';

/**
 * Issue 31: where the visitor is, when they have already let this site know ('Use my location' on a
 * listing, use-near-place.ts). Never asks: without that permission (or before the page is live) it is null,
 * and Directions leads to the primary location.
 */
export function useSharedPosition(): Position | null {
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    const permissions = typeof navigator === 'undefined' ? undefined : navigator.permissions;
    if (!geolocation || !permissions) return;
    let current = true;
    permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (!current || permission.state !== 'granted') return;
        geolocation.getCurrentPosition(
          ({ coords }) => current && setPosition({ latitude: coords.latitude, longitude: coords.longitude }),
          () => {},
          // The position 'Near me' sorted by, or one as fresh: close enough to choose a location.
          { maximumAge: 5 * 60_000, timeout: 15_000 },
        );
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return position;
}
