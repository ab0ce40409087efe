import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';

/** The form the listing's search field and selects belong to (their `form` attribute names it). */
export const LISTING_FORM_ID = 'listing-choices';

/**
 * The listing's choices as a GET form to the listing itself (issue 40): before the page's code has run,
 * a pick in one of its selects, or Enter in its search field, loads the listing the server renders for
 * it. Its fields are spread over the page (the `form` attribute joins them), so the form itself holds
 * only the settings no field shows, for a browser that sends every field. Once the code is here the
 * fields write the URL themselves and the form sends nothing.
 */
export function ListingChoicesForm({ action, carried }: { action: string; carried: Record<string, string> }) {
  return (
    <form id={LISTING_FORM_ID} method="get" action={action} onSubmit={(event) => event.preventDefault()} hidden>
      {Object.entries(carried).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </form>
  );
}

/** Sends the choices where the browser runs no script at all (with script, a pick sends them). */
export function ApplyChoicesButton() {
  return (
    <noscript>
      <Button type="submit" form={LISTING_FORM_ID} variant="outline" className="self-end">
        {t('Apply filters')}
      </Button>
    </noscript>
  );
}
