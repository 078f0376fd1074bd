import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, useFetcher, useLocation } from 'react-router';
import { OPTIONAL_CATEGORIES, type ConsentChoice } from '../../../domain/consent';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Checkbox } from '../ui/field';
import { useHydrated } from '../ui/use-hydrated';

const ConsentSettings = createContext<() => void>(() => undefined);

/**
 * A link that opens the cookie settings dialog (the footer, the cookie policy); before the page
 * is interactive it goes to the /consentimiento page, which works without JavaScript.
 */
export function ConsentSettingsLink({ className, children }: { className?: string; children: ReactNode }) {
  const openSettings = useContext(ConsentSettings);
  const location = useLocation();
  return (
    <a
      className={className}
      href={`/consentimiento?returnTo=${encodeURIComponent(location.pathname + location.search)}`}
      onClick={(event) => {
        event.preventDefault();
        openSettings();
      }}
    >
      {children}
    </a>
  );
}

/**
 * The consent banner (when no choice is stored) and the settings dialog. Accept and Reject
 * are equally prominent; nothing optional runs before a choice. Works without JavaScript:
 * the forms post to /consentimiento, which stores the choice and sends the visitor back.
 */
export function CookieConsentProvider({
  consent,
  children,
}: {
  consent: ConsentChoice | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [savingSettings, setSavingSettings] = useState(false);
  const deciding = fetcher.state !== 'idle';
  const bannerVisible = consent === null && !deciding && !settingsOpen;
  const returnTo = `${location.pathname}${location.search}`;

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', consent === null && !deciding);
  }, [consent, deciding]);

  // The settings close once the choice is stored (the post has gone out and come back), so a
  // reload right after never loses it.
  const postedSettings = useRef(false);
  useEffect(() => {
    if (!savingSettings) return;
    if (deciding) postedSettings.current = true;
    else if (postedSettings.current) {
      postedSettings.current = false;
      setSavingSettings(false);
      setSettingsOpen(false);
    }
  }, [savingSettings, deciding]);

  const hidden = (
    <>
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
    </>
  );

  return (
    <ConsentSettings.Provider value={() => setSettingsOpen(true)}>
      {children}
      {bannerVisible ? (
        <section
          className="consent-banner"
          role="dialog"
          aria-modal="false"
          aria-labelledby="consent-title"
          aria-describedby="consent-text"
        >
          <div className="consent-banner__inner container">
            <div className="consent-banner__copy">
              <h2 id="consent-title" className="consent-banner__title">
                {t('consent.title')}
              </h2>
              <p id="consent-text">
                {t('consent.text')} <Link to="/home/proteccion">{t('consent.policyLink')}</Link>
              </p>
            </div>
            <fetcher.Form method="post" action="/consentimiento" className="consent-banner__actions">
              {hidden}
              <Button type="submit" name="decision" value="accept" variant="primary">
                {t('consent.accept')}
              </Button>
              <Button type="submit" name="decision" value="reject" variant="primary">
                {t('consent.reject')}
              </Button>
              {hydrated ? (
                <Button variant="ghost" onClick={() => setSettingsOpen(true)}>
                  {t('consent.configure')}
                </Button>
              ) : (
                <Link
                  className="btn btn--ghost btn--md"
                  to={`/consentimiento?returnTo=${encodeURIComponent(returnTo)}`}
                >
                  {t('consent.configure')}
                </Link>
              )}
            </fetcher.Form>
          </div>
        </section>
      ) : null}
      <Dialog
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        title={t('consent.settingsTitle')}
        description={t('consent.settingsIntro')}
        closeLabel={t('actions.close')}
      >
        <fetcher.Form method="post" action="/consentimiento" onSubmit={() => setSavingSettings(true)}>
          {hidden}
          <ConsentToggles consent={consent} />
          <div className="dialog__actions">
            <Button type="submit" name="decision" value="custom" disabled={savingSettings}>
              {t('consent.confirm')}
            </Button>
          </div>
        </fetcher.Form>
      </Dialog>
    </ConsentSettings.Provider>
  );
}

/** The four categories: strictly necessary always on (disabled), the optional three off unless granted. */
export function ConsentToggles({ consent }: { consent: ConsentChoice | null }) {
  const { t } = useTranslation();
  return (
    <fieldset className="consent-toggles">
      <legend className="visually-hidden">{t('consent.settingsTitle')}</legend>
      <Checkbox
        asSwitch
        label={t('consent.necessary')}
        description={t('consent.necessaryText')}
        checked
        disabled
        readOnly
      />
      {OPTIONAL_CATEGORIES.map((category) => (
        <Checkbox
          key={category}
          asSwitch
          name={category}
          value="on"
          label={t(`consent.${category}`)}
          description={t(`consent.${category}Text`)}
          defaultChecked={consent?.[category] ?? false}
        />
      ))}
    </fieldset>
  );
}
