import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { api, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';

// Issue 35: the public read API's documentation, drawn from its OpenAPI document (/api/v1/openapi.json),
// which the server generates from the schemas the answers are checked with: nothing here is written twice.

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  description?: string;
  enum?: unknown[];
  format?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  responses: Record<string, { description: string }>;
}
interface OpenApiDocument {
  info: { title: string; version: string; description?: string; license?: { name: string; url: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const linkClasses = 'font-medium text-brand-strong underline underline-offset-2';

function useOpenApi() {
  return useQuery({
    queryKey: ['open-data', 'openapi'],
    queryFn: async () => (await readJson(api.api.v1['openapi.json'].$get())) as unknown as OpenApiDocument,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A schema's type in a few words: 'string', 'array of Place', 'string or null', 'one of: a, b'. */
function typeWords(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? '';
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeWords).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? '');
  if (type === 'array') return `${typeWords(schema.items)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** The properties of an object schema, nested objects within their property. */
function Properties({ schema }: { schema: JsonSchema }) {
  const properties = schema.properties ?? schema.items?.properties;
  if (!properties) return null;
  const required = new Set(schema.required ?? schema.items?.required ?? []);
  return (
    <ul className="grid gap-2 border-s border-line ps-3">
      {Object.entries(properties).map(([name, property]) => (
        <li key={name} className="grid gap-0.5">
          <p className="break-words">
            <code className="font-semibold text-ink">{name}</code>{' '}
            <span className="text-muted">{typeWords(property)}</span>
            {required.has(name) && <span className="text-muted"> · {t('required')}</span>}
          </p>
          {property.description && <p className="text-sm text-muted">{property.description}</p>}
          <Properties schema={property} />
        </li>
      ))}
    </ul>
  );
}

export function ApiDocsPage() {
  const doc = useOpenApi();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-8 px-4 py-8 sm:py-12">
      <PageTitle>{t('API documentation')}</PageTitle>
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('API documentation')}</h1>
        <p className="text-muted">
          {t('Drawn from the OpenAPI document, which the server makes from the checks its answers pass.')}{' '}
          <a href="/api/v1/openapi.json" className={linkClasses}>
            {t('The OpenAPI document')}
          </a>{' '}
          ·{' '}
          <Link to="/data" className={linkClasses}>
            {t('Open data')}
          </Link>
        </p>
      </div>
      {doc.isPending ? (
        <p className="text-muted">{t('Loading…')}</p>
      ) : doc.isError ? (
        <p role="alert">{t('The API documentation could not be loaded.')}</p>
      ) : (
        <Document doc={doc.data} />
      )}
    </div>
  );
}

function Document({ doc }: { doc: OpenApiDocument }) {
  const server = doc.servers?.[0]?.url;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{`${doc.info.title} · v${doc.info.version}`}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {doc.info.description && <p>{doc.info.description}</p>}
          {server && (
            <p className="break-all">
              {t('Base address:')} <code>{server}</code>
            </p>
          )}
          {doc.info.license && (
            <p>
              {t('Licence:')}{' '}
              <a href={doc.info.license.url} className={linkClasses}>
                {doc.info.license.name}
              </a>
            </p>
          )}
        </CardContent>
      </Card>
      {Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => (
          <Card key={`${method} ${path}`}>
            <CardHeader>
              <CardTitle>
                <code className="break-all">{`${method.toUpperCase()} ${path}`}</code>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 text-sm">
              {operation.summary && <p>{operation.summary}</p>}
              {operation.parameters && operation.parameters.length > 0 && (
                <section className="grid gap-2">
                  <h2 className="font-semibold text-ink">{t('Parameters')}</h2>
                  <ul className="grid gap-2">
                    {operation.parameters.map((parameter) => (
                      <li key={`${parameter.in}:${parameter.name}`} className="grid gap-0.5">
                        <p className="break-words">
                          <code className="font-semibold text-ink">{parameter.name}</code>{' '}
                          <span className="text-muted">
                            {t('{type}, in the {where}', { type: typeWords(parameter.schema), where: parameter.in })}
                          </span>
                          {parameter.required && <span className="text-muted"> · {t('required')}</span>}
                        </p>
                        {parameter.description && <p className="text-muted">{parameter.description}</p>}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section className="grid gap-2">
                <h2 className="font-semibold text-ink">{t('Responses')}</h2>
                <ul className="grid gap-1">
                  {Object.entries(operation.responses).map(([status, response]) => (
                    <li key={status}>
                      <code className="font-semibold text-ink">{status}</code> {response.description}
                    </li>
                  ))}
                </ul>
              </section>
            </CardContent>
          </Card>
        )),
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('Schemas')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 text-sm">
          {Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => (
            <section key={name} id={`schema-${name}`} className="grid gap-2">
              <h2 className="font-semibold text-ink">
                <code>{name}</code>
              </h2>
              <Properties schema={schema} />
            </section>
          ))}
        </CardContent>
      </Card>
    </>
  );
}
