import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { RETRY_AFTER_SECONDS } from './platform.server';
import { CountryOptionsContext } from './components/booking/country-select';
import { countryOptions } from './country-options.server';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <CountryOptionsContext.Provider value={countryOptions}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CountryOptionsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (responseStatusCode === 503) {
            // The database is not answering (see unavailable-pages.ts): come back later, keep nothing.
            responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
            responseHeaders.set('Cache-Control', 'no-store');
          }
          if (!responseHeaders.has('Cache-Control'))
            responseHeaders.set('Cache-Control', 'private, no-cache');
          responseHeaders.append('Vary', 'Cookie, Accept-Language');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming after the shell are logged, never sent to the visitor.
          if (shellRendered) loadContext.log.error({ err: error }, 'page failed while streaming');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Loader, action and rendering errors, logged through the request's redacting logger (React
 * Router would print them with console.error). An aborted request is not an error, and a client's
 * mistake (a form posted to a page without one: 405) is logged at info level: anyone can send
 * those, and they must not fill the error log.
 */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    context.log.info({ status: error.status, method: request.method }, 'page request refused');
    return;
  }
  context.log.error({ err: error }, 'page request failed');
}
