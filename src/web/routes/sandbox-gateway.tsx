import { data, Link, redirect } from 'react-router';
import { formatAmount } from '../../domain/format';
import { text } from '../../domain/schemas/bounds';
import type { SandboxOrder, SandboxOutcome, SignedParameters } from '../../server/payments/sandbox-gateway';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '../../domain/payments/card-gateway';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/field';
import { useRouteTranslation } from '../i18n/i18n';
import { translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { PERSONAL } from '../my-booking-session.server';
import { pageMeta } from '../seo';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/sandbox-gateway';

const SIGNED_FIELDS = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

type Step =
  | { step: 'card'; error?: 'cardRequired' | 'card' | 'expiryInvalid' }
  | { step: 'challenge'; challenge: string }
  | { step: 'repeated' };

/** Loaded after every post too (React Router): whether a sandbox is here, and its texts for a page reached by going back. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!context.services.sandboxGateway) throw data(null, { status: 404 });
  const language = requestLanguage(request, context);
  return { language, translations: translationsFor(language, ['gateway']) };
}

export const headers: Route.HeadersFunction = () => PERSONAL;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: 'Pasarela de pruebas', matches, location, noindex: true });

/**
 * /pasarela-pruebas/realizarPago: the sandbox card gateway (no REDSYS_SECRET_KEY). The signed order
 * arrives from "Mi reserva"; the card page, the optional challenge step and the outcome follow, each
 * post carrying the signed order again. The outcome is notified to the merchant, then the browser
 * goes back to the OK or KO page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const gateway = context.services.sandboxGateway;
  if (!gateway) throw data(null, { status: 404 });
  const form = await request.formData();
  const signed = Object.fromEntries(
    SIGNED_FIELDS.map((name) => [name, text(4000).catch('').parse(form.get(name))]),
  ) as unknown as SignedParameters;
  const order = await gateway.readOrder(signed);
  if (!order) throw data(null, { status: 400 });
  const show = (step: Step, status = 200) =>
    data(
      { order, signed, ...step, translations: translationsFor(order.language, ['gateway']) },
      { status, headers: PERSONAL },
    );

  async function finish(outcome: SandboxOutcome): Promise<never> {
    const notification = await gateway!.notification(order!, outcome);
    const delivered = await gateway!.deliver(order!.notificationUrl, notification);
    if (!delivered)
      context.log.warn({ order: order!.order }, 'sandbox gateway could not deliver its notification');
    throw redirect(gateway!.returnUrl(order!, outcome, notification), { status: 303, headers: PERSONAL });
  }

  // As Redsys, an order number is answered once: a page kept open or posted again finds it done.
  if (await context.services.payments.attemptClosed(order.order)) return show({ step: 'repeated' }, 409);
  const intent = form.get('paso');
  if (intent === 'cancelar') return finish('cancelled');
  if (intent === 'tarjeta') {
    const number = text(30).catch('').parse(form.get('tarjeta'));
    if (!number) return show({ step: 'card', error: 'cardRequired' }, 400);
    const outcome = gateway.cardOutcome(number);
    if (!outcome) return show({ step: 'card', error: 'card' }, 400);
    if (!gateway.validExpiry(text(7).catch('').parse(form.get('caducidad'))))
      return show({ step: 'card', error: 'expiryInvalid' }, 400);
    if (outcome === 'challenge')
      return show({ step: 'challenge', challenge: await gateway.challenge(order) });
    return finish(outcome);
  }
  // The code step only after a card that asked for it: its token proves the card step passed.
  if (
    intent === 'reto' &&
    (await gateway.passedCardStep(order, text(100).catch('').parse(form.get('reto'))))
  ) {
    const code = text(10).catch('').parse(form.get('codigo'));
    return finish(code === SANDBOX_CHALLENGE_CODE ? 'authorised' : 'failed-challenge');
  }
  return show({ step: 'card' });
}

/** A step's own button and "cancel and go back", which ends the payment as cancelled. */
function StepButtons({ step, label, cancel }: { step: string; label: string; cancel: string }) {
  return (
    <div className="button-row">
      <Button type="submit" name="paso" value={step}>
        {label}
      </Button>
      <Button type="submit" name="paso" value="cancelar" variant="ghost">
        {cancel}
      </Button>
    </div>
  );
}

function SignedFields({ signed }: { signed: SignedParameters }) {
  return (
    <>
      {SIGNED_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={signed[name]} />
      ))}
    </>
  );
}

export default function SandboxGateway({ actionData }: Route.ComponentProps) {
  const answer = actionData as
    ({ order: SandboxOrder; signed: SignedParameters } & Step & { translations: never }) | undefined;
  const { t } = useRouteTranslation('gateway', answer?.translations);
  if (!answer)
    return (
      <div className="container page narrow">
        <p className="lead">
          <Link to="/mireserva">Mi reserva</Link>
        </p>
      </div>
    );
  const { order, signed } = answer;
  return (
    <div className="gateway-page">
      <div className="gateway-card">
        <p className="gateway-card__badge">{t('badge')}</p>
        <h1>{t('title')}</h1>
        <dl className="gateway-card__order">
          <div>
            <dt>{t('merchant')}</dt>
            <dd>{order.merchantName}</dd>
          </div>
          <div>
            <dt>{t('concept')}</dt>
            <dd>{order.description}</dd>
          </div>
          <div>
            <dt>{t('amount')}</dt>
            <dd className="gateway-card__amount">{formatAmount(order.amountCents, order.language)}</dd>
          </div>
          <div>
            <dt>{t('order')}</dt>
            <dd>{order.order}</dd>
          </div>
        </dl>
        {answer.step === 'card' ? (
          <form method="post" className="form-stack" noValidate>
            <SignedFields signed={signed} />
            <TextField
              label={t('cardNumber')}
              name="tarjeta"
              id="gw-tarjeta"
              inputMode="numeric"
              autoComplete="off"
              maxLength={23}
              error={
                answer.error === 'card'
                  ? t('onlyTestCards')
                  : answer.error === 'cardRequired'
                    ? t('cardRequired')
                    : undefined
              }
            />
            <div className="form-grid">
              <TextField
                label={t('expiry')}
                name="caducidad"
                id="gw-caducidad"
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                placeholder="12/30"
                error={answer.error === 'expiryInvalid' ? t('expiryInvalid') : undefined}
              />
              <TextField
                label={t('cvv')}
                name="cvv"
                id="gw-cvv"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
              />
            </div>
            <StepButtons step="tarjeta" label={t('pay')} cancel={t('cancel')} />
          </form>
        ) : answer.step === 'repeated' ? (
          <div className="form-stack">
            <p className="notice notice--error" role="alert">
              {t('repeated')}
            </p>
            <Link className="btn btn--primary btn--md" to={`/vermireserva?idioma=${order.language}`}>
              {t('back')}
            </Link>
          </div>
        ) : (
          <form method="post" className="form-stack" noValidate>
            <SignedFields signed={signed} />
            <input type="hidden" name="reto" value={answer.challenge} />
            <p>{t('challengeText')}</p>
            <TextField
              label={t('challengeCode')}
              name="codigo"
              id="gw-codigo"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              hint={t('challengeHint', { code: SANDBOX_CHALLENGE_CODE })}
            />
            <StepButtons step="reto" label={t('confirm')} cancel={t('cancel')} />
          </form>
        )}
        <section className="gateway-card__cards" aria-labelledby="gw-cards-title">
          <h2 id="gw-cards-title">{t('testCards')}</h2>
          <ul>
            {Object.entries(SANDBOX_CARDS).map(([number, outcome]) => (
              <li key={number}>
                <code>{number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> · {t(`outcomes.${outcome}`)}
              </li>
            ))}
          </ul>
          <p className="form-note">{t('note')}</p>
        </section>
      </div>
    </div>
  );
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
