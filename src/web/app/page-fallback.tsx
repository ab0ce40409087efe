import { Spinner } from '../components/ui/spinner';

/** What the page's place shows while the first page's code loads (header and footer are already there). */
export function PageFallback() {
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-brand" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
