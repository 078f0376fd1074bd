import type { SubmissionResult } from '@conform-to/react';
import type {
  ServiceChange,
  ServiceChangeProblem,
  ServiceChangeService,
} from '../../../server/back-office/service-change';

/**
 * What a form of the booking file answers: which form it was (its intent) and Conform's reply to
 * it. Done: the form starts again, empty; refused: why (a refusal of the desk, the form kept as it
 * was sent); invalid: each field's message.
 */
export type FileAnswer =
  | { intent: string; kind: 'done' | 'invalid'; result: SubmissionResult }
  | { intent: string; kind: 'refused'; reason: string; result?: SubmissionResult };

type Preview = Awaited<ReturnType<ServiceChangeService['preview']>>;

/** The change of services calculated (or refused, with the options around what was asked). */
export type ServicesAnswer = {
  intent: 'servicios';
  kind: 'preview';
  change: ServiceChange;
  result: Exclude<Preview, { kind: 'not-found' }>;
  /** Why the confirmation was not written, when this preview answers one. */
  refusedConfirm?: ServiceChangeProblem | undefined;
  /** The confirmation's own form refused (the reason missing, the price seen unreadable). */
  confirm?: SubmissionResult | undefined;
};
