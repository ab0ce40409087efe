// SPEC §5 Instagram values: strip a leading @ unless the value is already a full link.
export function instagramUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^(www\.)?instagram\.com\//i.test(trimmed)) return `https://${trimmed}`;
  return `https://instagram.com/${trimmed.replace(/^@+/, '')}`;
}
