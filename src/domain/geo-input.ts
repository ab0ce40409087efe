import { INDIANA_BOUNDS } from './geo';
import { z } from './zod';

// A pin's coordinates as forms and the server check them; apart from geo.ts, which pages that only show
// distances use without zod.

export const latitude = z
  .number('Enter a latitude')
  .min(INDIANA_BOUNDS.south, 'The pin must be in Indiana')
  .max(INDIANA_BOUNDS.north, 'The pin must be in Indiana');
export const longitude = z
  .number('Enter a longitude')
  .min(INDIANA_BOUNDS.west, 'The pin must be in Indiana')
  .max(INDIANA_BOUNDS.east, 'The pin must be in Indiana');
