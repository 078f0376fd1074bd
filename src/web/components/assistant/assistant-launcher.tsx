import { lazy, Suspense, useEffect, useState } from 'react';
import type { Translations } from '../../i18n/i18n';

const Domi = lazy(() => import('./domi'));

/**
 * Starts Domi once the page is interactive and the browser is idle, so the assistant costs the
 * page nothing while it loads: its code and texts (/asistente) arrive afterwards.
 */
export function AssistantLauncher({ language }: { language: string }) {
  const [texts, setTexts] = useState<Translations | null>(null);
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      fetch(`/asistente?idioma=${language}`)
        .then((response) => (response.ok ? (response.json() as Promise<Translations>) : null))
        .then((loaded) => {
          if (!cancelled && loaded) setTexts(loaded);
        })
        .catch(() => undefined);
    };
    const idle = window.requestIdleCallback?.(start, { timeout: 4_000 }) ?? window.setTimeout(start, 2_000);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [language]);
  return texts ? (
    <Suspense fallback={null}>
      <Domi texts={texts} />
    </Suspense>
  ) : null;
}
