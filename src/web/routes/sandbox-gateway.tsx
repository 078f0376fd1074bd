import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Link, redirect } from 'react-router';
import { formatAmount } from '../../domain/format';
import { text } from '../../domain/schemas/bounds';
import { z } from '../../domain/schemas/zod';
import type { SandboxOrder, SandboxOutcome, SignedParameters } from '../../server/payments/sandbox-gateway';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '../../domain/payments/card-gateway';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/field';
import { LoadFailure } from '../components/layout/load-failure';
import { parseForm } from '../forms.server';
import { useRouteTranslation, useTranslation } from '../i18n/i18n';
import { translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { PERSONAL } from '../my-booking-session.server';
import { pageMeta } from '../seo';
import type { Route } from './+types/sandbox-gateway';

const SIGNED_FIELDS = ['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const;

/** A field as the gateway reads it: its text, or nothing when it cannot be read. */
const lenient = (max: number) => text(max).catch('');
/** What the gateway's pages post: the signed order, the step, and that step's fields. */
const gatewayForm = z.object({
  Ds_SignatureVersion: lenient(4000),
  Ds_MerchantParameters: lenient(4000),
  Ds_Signature: lenient(4000),
  paso: lenient(20),
  tarjeta: lenient(30),
  caducidad: lenient(7),
  reto: lenient(100),
  codigo: lenient(10),
});
/** The card's fields are never written back into the page, as at a real gateway. */
const CARD_FIELDS = ['tarjeta', 'caducidad', 'cvv'];

type Step =
  | { step: 'card'; result?: SubmissionResult }
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
  const submission = parseForm(await request.formData(), gatewayForm);
  if (submission.status !== 'success') throw data(null, { status: 400 });
  const form = submission.value;
  const signed = Object.fromEntries(
    SIGNED_FIELDS.map((name) => [name, form[name]]),
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
  const intent = form.paso;
  /** The card step again, with the field's error (a key of the gateway's texts). */
  const refused = (field: string, key: string) =>
    show(
      {
        step: 'card',
        result: submission.reply({ fieldErrors: { [field]: [`gateway:${key}`] }, hideFields: CARD_FIELDS }),
      },
      400,
    );
  if (intent === 'cancelar') return finish('cancelled');
  if (intent === 'tarjeta') {
    if (!form.tarjeta) return refused('tarjeta', 'cardRequired');
    const outcome = gateway.cardOutcome(form.tarjeta);
    if (!outcome) return refused('tarjeta', 'onlyTestCards');
    if (!gateway.validExpiry(form.caducidad)) return refused('caducidad', 'expiryInvalid');
    if (outcome === 'challenge')
      return show({ step: 'challenge', challenge: await gateway.challenge(order) });
    return finish(outcome);
  }
  // The code step only after a card that asked for it: its token proves the card step passed.
  if (intent === 'reto' && (await gateway.passedCardStep(order, form.reto))) {
    return finish(form.codigo === SANDBOX_CHALLENGE_CODE ? 'authorised' : 'failed-challenge');
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

/** The card page: a test card's number, its expiry and its code. */
function CardStep({ signed, result }: { signed: SignedParameters; result: SubmissionResult | undefined }) {
  const { t } = useTranslation('gateway');
  const [form, fields] = useForm<Record<'tarjeta' | 'caducidad' | 'cvv', string>>({
    id: 'gw',
    lastResult: result,
  });
  return (
    <form method="post" className="form-stack" {...getFormProps(form)}>
      <SignedFields signed={signed} />
      <TextField
        label={t('cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        field={fields.tarjeta}
      />
      <div className="form-grid">
        <TextField
          label={t('expiry')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder="12/30"
          field={fields.caducidad}
        />
        <TextField label={t('cvv')} inputMode="numeric" autoComplete="off" maxLength={4} field={fields.cvv} />
      </div>
      <StepButtons step="tarjeta" label={t('pay')} cancel={t('cancel')} />
    </form>
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
          <CardStep signed={signed} result={answer.result} />
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
