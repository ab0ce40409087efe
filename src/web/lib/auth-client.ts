import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The server answers every failure, auth included, as `{ error: { code, message } }`; better-auth's
 * client reads `{ code, message }`, so its failures are unwrapped on the way in.
 */
async function fetchAuth(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, init);
  if (res.ok || !res.headers.get('content-type')?.includes('json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  if (!body?.error) return res;
  return new Response(JSON.stringify(body.error), {
    status: res.status,
    statusText: res.statusText,
    headers: res.headers,
  });
}

/**
 * The one better-auth client of the web app. The server's user table is the profiles table, so the
 * session user carries the profile fields; they are declared here so the client is typed.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  fetchOptions: { customFetchImpl: fetchAuth },
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        displayName: { type: 'string', required: false, input: false },
        role: { type: ['user', 'admin', 'business_owner'], required: false, input: false },
        banned: { type: 'boolean', required: false, input: false },
      },
    }),
  ],
});
