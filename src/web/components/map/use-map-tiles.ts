import { useQuery } from '@tanstack/react-query';
import { siteSettingsQuery } from '../../lib/site-queries';
import type { MapTiles } from './map-props';

/**
 * The map tiles of the server's configuration (GET /api/site), or undefined until it has answered. The
 * home page's settings query: one key, one cache entry, one request.
 */
export function useMapTiles(): MapTiles | undefined {
  const settings = useQuery({
    ...siteSettingsQuery(),
    select: (data): MapTiles => ({ url: data.map.tileUrl, attribution: data.map.attribution }),
  });
  return settings.data;
}
