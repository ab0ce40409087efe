// Issue 36: a person's saved places (decision 032), apart from LIMITS (limits.ts), which every page's shell
// carries: only the saved places' pages and the server read these.
export const SAVED_LIMITS = {
  listsPerPerson: 50,
  placesPerList: 500,
  listNameMax: 60,
  noteMax: 500,
} as const;
