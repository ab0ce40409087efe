// vite-plugin-pwa's `virtual:pwa-register` exists only in the app's build; component tests import this in its
// place (vitest.config.ts), and mock it where they need its calls.
export function registerSW(_options: object): (reload?: boolean) => Promise<void> {
  return async () => {};
}
