import { cn } from '../../components/ui/class-names';

/**
 * People's words (a name, a subject, a message) on one line, cut at the end of their own writing: a Latin
 * name keeps its beginning on an Arabic page, an Arabic message on an English one. Its parent places it (a
 * flex row, so it sits at the page's start and shrinks).
 */
export function OneLineText({ children, className }: { children: string; className?: string }) {
  return (
    <span dir="auto" className={cn('min-w-0 truncate', className)}>
      {children}
    </span>
  );
}
