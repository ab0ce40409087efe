/** A map search link for an address (SPEC §7: maps_url built as a map search link from the address). */
export function mapsSearchUrl(parts: {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): string | null {
  const query = [parts.address, parts.city, [parts.state, parts.zip].filter(Boolean).join(' ')]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** SPEC §7 business_locations: a location without a name is 'Main Location', then 'Location N'. */
export function defaultLocationName(index: number): string {
  return index === 0 ? 'Main Location' : `Location ${index + 1}`;
}
