import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { t } from '../../lib/i18n';

/** Typing settles for this long before the list is searched again. */
const DEBOUNCE_MS = 300;

interface AdminSearchBoxProps {
  id: string;
  label: string;
  /** What the search matches, as a hint in the empty box ('Name, city or category' unless given). */
  placeholder?: string;
}

/** Searches the tab's list on the server (the API's q parameter): listings by name, city or category. */
export function AdminSearchBox({ id, label, placeholder }: AdminSearchBoxProps) {
  const [params, setParams] = useSearchParams();
  const searched = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(searched);

  useEffect(() => {
    const term = text.trim();
    if (term === searched) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (term) next.set('q', term);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searched, setParams]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-3 start-3 size-5 text-muted" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder ?? t('Name, city or category')}
          className="ps-10"
        />
      </div>
    </div>
  );
}

/** The search of the open tab, kept in the URL as ?q= like the tab itself (STYLE: URL state in the URL). */
export function useAdminSearchTerm(): string {
  const [params] = useSearchParams();
  return params.get('q')?.trim() ?? '';
}
