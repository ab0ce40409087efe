import { PRODUCT_NAME } from '../../lib/product';

/** The document title for client-side navigation; same wording as the server's first-load titles. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} — ${PRODUCT_NAME}`}</title>;
}
