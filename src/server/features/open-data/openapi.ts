import { z } from 'zod';
import { OPEN_DATA_LICENCE, OPEN_PLACES_PARAMETERS, openPlace, openPlacesPage } from '../../../domain/open-data';

// Issue 35: the OpenAPI 3.1 document of the public read API, generated from the schemas its answers are
// parsed with (src/domain/open-data.ts): a field added there is documented here without another word.

const schema = (type: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(type, { io: 'output', unrepresentable: 'any' });
  return rest;
};

const problem = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};

const answer = (description: string, ref: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } },
});

const refused = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The document for a site at `publicUrl`. */
export function openApiDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Indiana Halal Directory API',
      version: '1',
      description:
        'The halal and Muslim-owned food places of the Indiana Halal Directory: public fields only, each halal fact with its source and dates. Read-only, open to any origin, 120 requests a minute per address.',
      license: { name: OPEN_DATA_LICENCE.name, url: OPEN_DATA_LICENCE.url },
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    paths: {
      '/places': {
        get: {
          operationId: 'listPlaces',
          summary: 'Places, filtered as the listing filters them, a page at a time',
          parameters: Object.entries(OPEN_PLACES_PARAMETERS).map(([name, description]) => ({
            name,
            in: 'query',
            required: false,
            description,
            schema: name === 'limit' ? { type: 'integer' } : { type: 'string' },
          })),
          responses: {
            '200': answer('A page of places', 'PlacesPage'),
            '400': refused('A parameter that is not valid'),
            '429': refused('Too many requests from this address'),
          },
        },
      },
      '/places/{id}': {
        get: {
          operationId: 'getPlace',
          summary: 'One place, with its locations and its halal facts',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: "The place's id or slug",
              schema: { type: 'string' },
            },
          ],
          responses: {
            '200': answer('The place', 'Place'),
            '404': refused('No approved place has this id or slug'),
            '429': refused('Too many requests from this address'),
          },
        },
      },
    },
    components: {
      schemas: { PlacesPage: schema(openPlacesPage), Place: schema(openPlace), Problem: problem },
    },
  };
}
