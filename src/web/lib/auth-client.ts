import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The one better-auth client of the web app. The server's user table is the profiles table, so the
 * session user carries the profile fields; they are declared here so the client is typed.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
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
