import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { givenApi } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ApiDocsPage } from './api-docs-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Issue 35: the API's documentation page draws every operation, parameter, answer and schema from the
// OpenAPI document the server serves.

const doc = {
  openapi: '3.1.0',
  info: {
    title: 'Indiana Halal Directory API',
    version: '1',
    description: 'Read-only, open to any origin.',
    license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  },
  servers: [{ url: 'https://halal.example.org/api/v1' }],
  paths: {
    '/places': {
      get: {
        summary: 'Places, a page at a time',
        parameters: [
          {
            name: 'city',
            in: 'query',
            required: false,
            description: 'Only places in this city',
            schema: { type: 'string' },
          },
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer' } },
        ],
        responses: { '200': { description: 'A page of places' }, '429': { description: 'Too many requests' } },
      },
    },
  },
  components: {
    schemas: {
      PlacesPage: {
        type: 'object',
        properties: {
          items: { type: 'array', items: { $ref: '#/components/schemas/Place' } },
          nextCursor: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The next page, or null' },
        },
        required: ['items', 'nextCursor'],
      },
      Place: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          halal: { type: 'object', properties: { level: { enum: ['fully', 'options'] } } },
        },
        required: ['name'],
      },
    },
  },
};

describe('API documentation page (issue 35)', () => {
  it('shows each operation with its parameters and answers, and each schema with its fields', async () => {
    givenApi({ 'GET /api/v1/openapi.json': () => Response.json(doc) });
    renderWithProviders(<ApiDocsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'API documentation' })).toBeInTheDocument();
    expect(await screen.findByText('Indiana Halal Directory API · v1')).toBeInTheDocument();
    expect(screen.getByText('https://halal.example.org/api/v1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toBeInTheDocument();
    expect(screen.getByText('GET /places')).toBeInTheDocument();
    expect(screen.getByText('Only places in this city')).toBeInTheDocument();
    expect(screen.getByText('integer, in the query')).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    const page = within(screen.getByRole('heading', { name: 'PlacesPage' }).parentElement!);
    expect(page.getByText('Place[]')).toBeInTheDocument();
    expect(page.getByText('string | null')).toBeInTheDocument();
    const place = within(screen.getByRole('heading', { name: 'Place' }).parentElement!);
    expect(place.getByText('fully | options')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The OpenAPI document' })).toHaveAttribute('href', '/api/v1/openapi.json');
  });
});
