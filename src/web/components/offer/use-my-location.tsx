import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { MapPinIcon } from '../ui/icons';

/**
 * Asks the browser for its position and picks the nearest origin city from our own table. The
 * position is only sent to our server, which keeps nothing.
 */
export function UseMyLocation({ origins, onCity }: { origins: string[]; onCity: (code: string) => void }) {
  const { t } = useTranslation('offer');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  function locate() {
    if (!('geolocation' in navigator)) {
      setMessage({ text: t('options.geoUnsupported'), error: true });
      return;
    }
    setBusy(true);
    setMessage({ text: t('options.locating'), error: false });
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const query = new URLSearchParams({
            latitude: String(coords.latitude),
            longitude: String(coords.longitude),
            origenes: origins.join(','),
          });
          const response = await fetch(`/ciudad-origen?${query.toString()}`);
          if (!response.ok) throw new Error(String(response.status));
          const city = (await response.json()) as { code: string; name: string };
          setMessage({ text: t('options.geoFound', { city: city.name }), error: false });
          onCity(city.code);
        } catch {
          setMessage({ text: t('options.geoInfoError'), error: true });
        } finally {
          setBusy(false);
        }
      },
      (error) => {
        setBusy(false);
        setMessage({ text: t('options.geoError', { reason: error.message }), error: true });
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }

  return (
    <div className="use-location">
      <Button
        variant="ghost"
        size="sm"
        onClick={locate}
        disabled={busy}
        icon={<MapPinIcon width={16} height={16} />}
      >
        {t('options.useLocation')}
      </Button>
      {message ? (
        <p className={message.error ? 'field__error' : 'form-note'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
