import { Spinner } from '../components/ui/spinner';

/** What the first paint shows while the first page's code loads. */
export function PageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
