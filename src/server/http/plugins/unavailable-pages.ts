import { data, type ServerBuild } from 'react-router';
import { isDatabaseUnavailable } from '../../db/availability';
import type { StorefrontLoadContext } from '../load-context';

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
type Handler = NonNullable<RouteModule['loader']>;

/** What a page that failed for want of a database throws: the error screen reads `status` 503. */
interface DatabaseUnavailablePayload {
  reason: 'database-unavailable';
}

/**
 * A loader or action that fails because the database is not answering throws a 503 response
 * instead of its error. React Router sends a thrown response to the browser as it is (a raw
 * error becomes "Unexpected Server Error" in production), so the server render, the status code
 * and the hydrated page all show the same "not answering" screen. Logged here, once per failed
 * loader, through the request's redacting logger.
 */
function answering503(handler: Handler, routeId: string): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const context = args.context as unknown as StorefrontLoadContext;
      context.noteDatabaseFailure();
      context.log.error({ err: error, route: routeId }, 'database not answering: page answered 503');
      const payload: DatabaseUnavailablePayload = { reason: 'database-unavailable' };
      throw data(payload, { status: 503, statusText: 'Service Unavailable' });
    }
  };
}

/** The build with every route's loader and action wrapped by answering503. */
export function withUnavailablePages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module: RouteModule = { ...route.module };
    if (module.loader) module.loader = answering503(module.loader, id);
    if (module.action) module.action = answering503(module.action, id);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}
