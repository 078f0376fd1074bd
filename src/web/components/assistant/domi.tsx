import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Language } from '../../../domain/language';
import { openingHoursText } from '../../../domain/opening-hours';
import type { AssistantReply } from '../../../server/assistant/assistant.service';
import { useRouteTranslation, type Translations } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { ChatIcon, CloseIcon, PhoneIcon } from '../ui/icons';

type Message =
  { from: 'visitor'; text: string } | { from: 'domi'; reply: AssistantReply | 'welcome' | 'error' };

/** How often the greeting bubble changes its words while the chat is closed (section 9). */
const GREETING_REFRESH_MS = 10_000;
const GREETINGS = ['greeting1', 'greeting2', 'greeting3'] as const;

/** The greeting bubble appears once per visit (this tab's session), whatever the pages seen. */
const GREETED_KEY = 'domi.greeted';
function greetedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(GREETED_KEY) !== null;
  } catch {
    return false;
  }
}
function rememberGreeted() {
  try {
    window.sessionStorage.setItem(GREETED_KEY, '1');
  } catch {
    // Without storage the bubble may greet again on the next page: nothing is lost.
  }
}

/** What a visitor clicks, types in or opens: the greeting is never drawn over one. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Whether an element of Domi (its greeting) lies over a control of the page. */
function coversAControl(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const own = element.closest('.domi');
  return [...document.querySelectorAll<HTMLElement>(CONTROLS)].some((control) => {
    if (own?.contains(control)) return false;
    const rect = control.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      box.left < rect.right &&
      rect.top < box.bottom &&
      box.top < rect.bottom
    );
  });
}

/** Scrolling down on a phone slides Domi away and shows the round phone button; scrolling up brings Domi back. */
function useScrolledDown() {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      if (Math.abs(now - last) > 24) {
        setDown(now > last && now > 200);
        last = now;
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

/** A link of an answer (/home/preguntas#id) in the visitor's language, keeping its anchor. */
function withLanguage(link: string, language: Language): string {
  const [path = '', anchor] = link.split('#');
  return `${path}${path.includes('?') ? '&' : '?'}idioma=${language}${anchor ? `#${anchor}` : ''}`;
}

function DomiReply({
  reply,
  language,
  onLeave,
}: {
  reply: AssistantReply;
  language: Language;
  onLeave: () => void;
}) {
  const { t } = useRouteTranslation('assistant', undefined);
  const { site } = useLayout();
  return (
    <>
      {reply.kind === 'answer' ? (
        <>
          <p className="domi__answer-title">{reply.title}</p>
          {reply.text.split('\n').map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          <p className="domi__source">
            <Link to={withLanguage(reply.link, language)} onClick={onLeave}>
              {t('readMore')}
            </Link>{' '}
            · {t('from', { source: reply.source })}
          </p>
        </>
      ) : (
        <p>
          {t('handover', {
            phone: site.phone.display,
            ...openingHoursText(site.hours.phone, language),
          })}
        </p>
      )}
      {reply.destination ? (
        <p>
          <Link to={reply.destination.link} onClick={onLeave}>
            {reply.destination.month
              ? t('destinationInMonth', { name: reply.destination.name, month: reply.destination.month })
              : t('destination', { name: reply.destination.name })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/**
 * Domi, the assistant: a floating button with a greeting bubble that changes every 10 seconds,
 * and a chat panel that answers from our own FAQ, conditions and contact data (/asistente).
 * Loaded after the page is interactive (see AssistantLauncher); keyboard and screen-reader
 * operable: the panel is a labelled dialog, Escape closes it and gives the focus back.
 */
export default function Domi({ texts }: { texts: Translations }) {
  const { t, language = 'es' } = useRouteTranslation('assistant', texts);
  const { site } = useLayout();
  const [open, setOpen] = useState(false);
  const [greeting, setGreeting] = useState(0);
  const [bubble, setBubble] = useState<'waiting' | 'measuring' | 'shown' | 'dismissed'>(() =>
    greetedThisVisit() ? 'dismissed' : 'waiting',
  );
  const [messages, setMessages] = useState<Message[]>([{ from: 'domi', reply: 'welcome' }]);
  const [asking, setAsking] = useState(false);
  const away = useScrolledDown();
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const bubbleRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open || bubble === 'dismissed') return;
    const shown = window.setTimeout(() => setBubble((now) => (now === 'waiting' ? 'measuring' : now)), 3_000);
    const refresh = window.setInterval(
      () => setGreeting((index) => (index + 1) % GREETINGS.length),
      GREETING_REFRESH_MS,
    );
    return () => {
      window.clearTimeout(shown);
      window.clearInterval(refresh);
    };
  }, [open, bubble]);

  // The greeting is drawn unseen first: over a control (a link, a field, a button) it is not shown
  // on this page, and a later page of the visit may greet instead.
  useLayoutEffect(() => {
    if (bubble !== 'measuring' || !bubbleRef.current) return;
    if (coversAControl(bubbleRef.current)) {
      setBubble('dismissed');
      return;
    }
    setBubble('shown');
    rememberGreeted();
  }, [bubble]);

  // Once the visitor scrolls the greeting goes, for the rest of the visit: it never sits over what they read or use.
  useEffect(() => {
    if (away) setBubble('dismissed');
  }, [away]);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    const question = field?.value.trim() ?? '';
    if (!field || question === '' || asking) return;
    field.value = '';
    setMessages((list) => [...list, { from: 'visitor', text: question }]);
    setAsking(true);
    try {
      const response = await fetch(
        `/asistente?idioma=${language}&q=${encodeURIComponent(question.slice(0, 300))}`,
      );
      if (!response.ok) throw new Error(String(response.status));
      const reply = (await response.json()) as AssistantReply;
      setMessages((list) => [...list, { from: 'domi', reply }]);
    } catch {
      setMessages((list) => [...list, { from: 'domi', reply: 'error' }]);
    } finally {
      setAsking(false);
    }
  }

  const contact = site.messaging
    ? { href: `https://wa.me/${site.messaging.e164.slice(1)}`, label: t('shortcuts.whatsapp') }
    : { href: `tel:${site.phone.e164}`, label: t('shortcuts.call') };

  return (
    <div className={`domi ${away && !open ? 'domi--away' : ''}`}>
      {open ? (
        <section
          className="domi__panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <header className="domi__header">
            <h2 id={titleId} className="domi__title">
              {t('title')}
            </h2>
            <button type="button" className="icon-button" onClick={close} aria-label={t('close')}>
              <CloseIcon width={20} height={20} />
            </button>
          </header>
          <div className="domi__log" ref={log} role="log" aria-live="polite">
            {messages.map((message, index) =>
              message.from === 'visitor' ? (
                <div key={index} className="domi__message domi__message--visitor">
                  <p>{message.text}</p>
                </div>
              ) : (
                <div key={index} className="domi__message">
                  {message.reply === 'welcome' ? (
                    <p>{t('welcome')}</p>
                  ) : message.reply === 'error' ? (
                    <p>{t('error', { phone: site.phone.display })}</p>
                  ) : (
                    <DomiReply reply={message.reply} language={language} onLeave={() => setOpen(false)} />
                  )}
                </div>
              ),
            )}
            {asking ? <p className="domi__thinking">{t('thinking')}</p> : null}
          </div>
          <nav className="domi__shortcuts" aria-label={t('shortcuts.title')}>
            <Link className="chip" to={`/llamame?idioma=${language}`}>
              {t('shortcuts.callMe')}
            </Link>
            <a
              className="chip"
              href={contact.href}
              rel="noopener noreferrer"
              target={site.messaging ? '_blank' : undefined}
            >
              {contact.label}
            </a>
            <Link className="chip" to={`/mireserva?idioma=${language}`}>
              {t('shortcuts.myBooking')}
            </Link>
          </nav>
          <form className="domi__form" onSubmit={ask}>
            <label className="visually-hidden" htmlFor={`${titleId}-q`}>
              {t('label')}
            </label>
            <input
              ref={input}
              id={`${titleId}-q`}
              className="field__control"
              name="q"
              maxLength={300}
              autoComplete="off"
              placeholder={t('placeholder')}
            />
            <button type="submit" className="btn btn--primary btn--md" disabled={asking}>
              {t('send')}
            </button>
          </form>
        </section>
      ) : null}
      {!open && (bubble === 'shown' || bubble === 'measuring') ? (
        <p
          ref={bubbleRef}
          className={bubble === 'measuring' ? 'domi__bubble domi__bubble--measuring' : 'domi__bubble'}
          aria-live="polite"
          aria-hidden={bubble === 'measuring' ? true : undefined}
        >
          <span>{t(GREETINGS[greeting] ?? 'greeting1')}</span>
          <button
            type="button"
            className="domi__bubble-close"
            onClick={() => setBubble('dismissed')}
            aria-label={t('dismiss')}
          >
            <CloseIcon width={14} height={14} />
          </button>
        </p>
      ) : null}
      <button
        ref={button}
        type="button"
        className="domi__button"
        aria-expanded={open}
        aria-label={open ? t('close') : t('open')}
        onClick={() => {
          if (open) return close();
          setOpen(true);
          setBubble('dismissed');
        }}
      >
        <ChatIcon width={26} height={26} />
        <span className="domi__name" aria-hidden="true">
          Domi
        </span>
      </button>
      <a className="domi__phone" href={`tel:${site.phone.e164}`} aria-label={t('shortcuts.call')}>
        <PhoneIcon width={24} height={24} />
      </a>
    </div>
  );
}
