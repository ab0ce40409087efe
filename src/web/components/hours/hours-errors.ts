/**
 * The hours schema's messages by where they point, as dotted paths of the LocationHours value:
 * 'weekly.1' (Monday's openings overlap), 'weekly.1.0.0' (Monday's first opening time), 'special.0.date',
 * 'special' (a date listed twice).
 */
export type HoursErrors = Readonly<Record<string, string>>;

interface SchemaIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** The first message for each place a failed `locationHoursInput.safeParse` names. */
export function hoursErrorsOf(issues: readonly SchemaIssue[]): HoursErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * The message at `path` or anywhere under it, the most precise first: an opening's own 'Enter a time like
 * 09:30' explains more than the day's overlap that an empty time also trips.
 */
export function errorUnder(errors: HoursErrors, path: string): string | undefined {
  const depth = (key: string) => key.split('.').length;
  const matching = Object.keys(errors)
    .filter((key) => key === path || key.startsWith(`${path}.`))
    .sort((a, b) => depth(b) - depth(a));
  const [first] = matching;
  return first === undefined ? undefined : errors[first];
}
