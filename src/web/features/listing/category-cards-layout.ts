/** The home page's category cards, in a grid (their skeletons too). */
export const CATEGORY_GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
