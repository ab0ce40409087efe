import { useSearchParams } from 'react-router';

/** The search of the open tab, kept in the URL as ?q= like the tab itself (STYLE: URL state in the URL). */
export function useAdminSearchTerm(): string {
  const [params] = useSearchParams();
  return params.get('q')?.trim() ?? '';
}
