import type { StorefrontLoadContext } from '../server/http/load-context';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments React Router's context type
  interface AppLoadContext extends StorefrontLoadContext {}
}
