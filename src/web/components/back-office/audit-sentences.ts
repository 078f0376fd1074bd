import { originCityName } from '../../../domain/constants';
import { formatAmount, formatDate, formatFileSize, LOCALES } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { TFunction } from '../../i18n/i18n';
import { dateTime } from './dates';

/** One line of the audit trail as the back office's pages get it (audit() in src/server/back-office/audit.ts writes it). */
export interface AuditLine {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  agentId: number | null;
  agentEmail: string;
  /** The agent's name, while the agent of the line still has its e-mail. */
  agentName?: string | null;
  /** What the record is called, when the server could look it up: an agent's account, a call-me request's caller. */
  subject?: string | null;
}

/** The kinds of record the trail can be filtered by. */
export const AUDIT_ENTITIES = [
  'reserva',
  'orden-pago',
  'pago',
  'documento',
  'gasto',
  'devolucion',
  'servicio-reserva',
  'mensaje',
  'solicitud-cambio',
  'llamada',
  'agente',
  'cliente-api',
  'nota',
  'lista',
];

type Fields = Record<string, unknown>;

/** A line being read: its fields before and after, and its values in the agent's words. */
interface Reading {
  line: AuditLine;
  was: Fields;
  now: Fields;
  t: TFunction;
  language: Language;
  /** A field's value in words ("1.000,00 €", "Confirmada", "sáb, 28 nov 2026"). */
  value: (key: string, value: unknown) => string;
  /** A detail of the sentence's own: a field's label and its value. */
  detail: (key: string, value: string) => string;
}

/** What a line says: its sentence (a key under audit.sentences) and its words, the fields it already tells, details of its own. */
interface Told {
  key: string;
  params?: Record<string, string | number>;
  used?: string[];
  details?: string[];
}
type Rule = (r: Reading) => Told;

/** Money in the trail is in cents. */
const MONEY = new Set([
  'monto',
  'importe',
  'precio',
  'precioTotal',
  'gastos',
  'pagado',
  'aDevolver',
  'pendiente',
]);
/** Numbers of payment orders. */
const ORDER_NUMBERS = new Set(['idOrden', 'ordenesAnuladas']);
/** How many of something: "2 solicitudes de cambio". */
const COUNTS = new Set(['solicitudes', 'llamadas', 'correos', 'mensajes', 'dias']);
/** A field whose value is a code with a label of its own: the section of the labels, by the line. */
const CODES: Record<string, (line: AuditLine) => string | undefined> = {
  estado: (line) =>
    line.entity === 'solicitud-cambio'
      ? 'changeStatuses'
      : line.entity === 'orden-pago'
        ? 'orderStatuses'
        : line.entity === 'servicio-reserva'
          ? 'file.services.status'
          : 'statuses',
  estadoReserva: () => 'statuses',
  ordenYa: () => 'orderStatuses',
  forma: (line) => (line.action === 'devolucion.registrar' ? 'refundMethods' : 'methods'),
  tipo: (line) => (line.action === 'gasto.cargar' ? 'payments.feeKinds' : undefined),
  paso: () => 'signInSteps',
  role: () => 'roles',
  permisos: () => 'audit.scopes',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MEDIA_TYPE = /^[a-z]+\/([\w.+-]+)$/;
const MESSAGE_LENGTH = 120;

/** A key or code nobody labelled, in words: "precioTotal" → "precio total". */
export const readable = (key: string) =>
  key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[._:-]+/g, ' ')
    .toLowerCase()
    .trim();
const labelled = (t: TFunction, key: string, fallback: string) => {
  const text = t(key);
  return text === key ? fallback : text;
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

const percentFormats = new Map<Language, Intl.NumberFormat>();
const percent = (value: number, language: Language) => {
  let format = percentFormats.get(language);
  if (!format)
    percentFormats.set(
      language,
      (format = new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 2 })),
    );
  return format.format(value / 100);
};
const languageName = (code: string, language: Language) =>
  new Intl.DisplayNames([LOCALES[language]], { type: 'language', fallback: 'code' }).of(code) ?? code;

/** The label of a field in a sentence ("gastos", "a devolver"), or its key in words. */
const labelOf = (t: TFunction, key: string) => labelled(t, `fields.${key}`, readable(key));

function valueOf(line: AuditLine, t: TFunction, language: Language) {
  const value = (key: string, raw: unknown): string => {
    if (isEmpty(raw)) return '—';
    if (Array.isArray(raw))
      return raw
        .map((item) => value(key, item))
        .join(raw.some((item) => typeof item === 'object') ? '; ' : ', ');
    if (typeof raw === 'boolean') return t(raw ? 'audit.values.yes' : 'audit.values.no');
    if (typeof raw === 'number') {
      if (MONEY.has(key)) return formatAmount(raw, language);
      if (ORDER_NUMBERS.has(key)) return t('audit.number', { id: raw });
      if (key === 'porcentaje') return percent(raw, language);
      if (key === 'bytes') return formatFileSize(raw, language);
      return raw.toLocaleString(LOCALES[language]);
    }
    if (typeof raw === 'object') return objectValue(key, raw as Fields);
    const text = String(raw);
    const section = CODES[key]?.(line);
    if (section) return labelled(t, `${section}.${text.replace(/:/g, '-')}`, readable(text));
    if (key === 'origen') return originCityName(text, language);
    if (key === 'idiomas')
      return text
        .split(/,\s*/)
        .map((code) => (/^[a-z]{2}$/.test(code) ? languageName(code, language) : code))
        .join(', ');
    if (key === 'password') return labelled(t, `audit.values.${text}`, text);
    if (key === 'tipo' && MEDIA_TYPE.test(text)) return MEDIA_TYPE.exec(text)![1]!.toUpperCase();
    if (DAY.test(text)) return formatDate(text, language);
    if (MOMENT.test(text)) return dateTime(text, language);
    return text;
  };
  /** A room of a change of services ("Doble (2 viajeros)"), or any other record field by field. */
  const objectValue = (key: string, fields: Fields) => {
    if (key === 'habitaciones' && typeof fields.nombre === 'string')
      return t('audit.room', {
        name: fields.nombre,
        travellers: t('file.travellers', { count: Number(fields.viajeros) || 0 }),
      });
    return Object.entries(fields)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => `${labelOf(t, k)} ${value(k, v)}`)
      .join(', ');
  };
  return value;
}

/** Who did it: "Ana (ana@agencia.es)", the e-mail alone, or the command-line tool that wrote the line. */
function whoOf(line: AuditLine, t: TFunction) {
  if (!line.agentEmail.includes('@')) return t('audit.commandLine', { command: line.agentEmail });
  return line.agentName ? `${line.agentName} (${line.agentEmail})` : line.agentEmail;
}

/** Every field the sentence does not tell yet, said as "label value" or "label before → after"; unchanged ones left out. */
function restOf(r: Reading, used: Set<string>) {
  const count = (key: string, value: unknown) =>
    COUNTS.has(key) && (typeof value === 'number' || Array.isArray(value))
      ? r.t(`audit.counts.${key}`, { count: Array.isArray(value) ? value.length : value })
      : undefined;
  return Object.keys({ ...r.was, ...r.now }).flatMap((key) => {
    if (used.has(key)) return [];
    const [before, after] = [r.was[key], r.now[key]];
    const changed = key in r.was && key in r.now;
    if (changed && same(before, after)) return [];
    if (!changed && isEmpty(after ?? before)) return [];
    if (changed) return [`${labelOf(r.t, key)} ${r.value(key, before)} → ${r.value(key, after)}`];
    if (key in r.was) return [`${labelOf(r.t, key)} ${r.value(key, before)} → —`];
    return [count(key, after) ?? r.detail(key, r.value(key, after))];
  });
}

/** A fee's amount and, charged by the conditions' table, its percentage and the days of notice. */
function feeAmount(r: Reading, key: string) {
  const { porcentaje, diasAntelacion } = r.now;
  const amount = r.value(key, r.now[key]);
  return typeof porcentaje === 'number' && typeof diasAntelacion === 'number'
    ? `${amount} (${r.t('audit.byTable', { percent: percent(porcentaje, r.language), count: diasAntelacion })})`
    : amount;
}

const FEE_FIELDS = ['porcentaje', 'diasAntelacion'];
const string = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;
const person = (fields: Fields) =>
  typeof fields.name === 'string' && typeof fields.email === 'string'
    ? `${fields.name} (${fields.email})`
    : undefined;
const number = (r: Reading) => r.t('audit.number', { id: r.line.entityId });
const moved = (r: Reading, key: string) => ({
  from: r.value(key, r.was[key]),
  to: r.value(key, r.now[key]),
});
/** A message or note quoted in a sentence: its beginning. */
const shortened = (value: unknown) => {
  const text = string(value, '—');
  return text.length > MESSAGE_LENGTH ? `${text.slice(0, MESSAGE_LENGTH).trimEnd()}…` : text;
};
const simply =
  (key: string, used: string[] = []): Rule =>
  () => ({ key, used });

/** The sentence of every action the server writes in the trail (the test reads the server's and checks they are all here). */
export const AUDIT_SENTENCES: Record<string, Rule> = {
  'reserva.estado': (r) => ({ key: 'reserva.estado', params: moved(r, 'estado'), used: ['estado'] }),
  'reserva.cancelar': (r) => ({
    key: 'reserva.cancelar',
    used: ['estado', 'gastos', ...FEE_FIELDS],
    details: 'gastos' in r.now ? [r.detail('gastos', feeAmount(r, 'gastos'))] : [],
  }),
  'reserva.precio': (r) => ({
    key: 'reserva.precio',
    params: moved(r, 'precioTotal'),
    used: ['precioTotal'],
  }),
  'reserva.servicios': simply('reserva.servicios'),
  'reserva.asignar': (r) => ({
    key: r.now.agente ? 'reserva.asignar' : 'reserva.desasignar',
    params: { agent: string(r.now.agente, '—') },
    used: ['agente'],
  }),
  'orden-pago.crear': (r) => ({
    key: 'orden-pago.crear',
    params: { amount: r.value('monto', r.now.monto), ref: string(r.now.ref, '—') },
    used: ['monto', 'ref'],
  }),
  'orden-pago.anular': (r) => ({ key: 'orden-pago.anular', params: { order: number(r) }, used: ['estado'] }),
  'pago.registrar': (r) => ({
    key: 'pago.registrar',
    params: { amount: r.value('importe', r.now.importe) },
    used: ['importe'],
  }),
  // Written by the gateway's notification: the traveller paid, no agent did anything.
  'pago.tarjeta': (r) => ({
    key: typeof r.now.ordenYa === 'string' ? 'pago.tarjetaDeMas' : 'pago.tarjeta',
    params: {
      amount: r.value('importe', r.now.importe),
      order: string(r.now.referencia, '—'),
      status: lowerFirst(r.value('ordenYa', r.now.ordenYa)),
    },
    used: ['importe', 'referencia', 'ordenYa'],
  }),
  'servicio.estado': (r) => ({
    key: 'servicio.estado',
    params: {
      service: string(r.now.servicio, '—'),
      from: r.value('estado', r.was.estado),
      to: r.value('estado', r.now.estado),
    },
    used: ['servicio', 'estado'],
  }),
  'gasto.cargar': (r) => ({
    key: 'gasto.cargar',
    params: { kind: lowerFirst(r.value('tipo', r.now.tipo)), amount: feeAmount(r, 'importe') },
    used: ['tipo', 'importe', ...FEE_FIELDS],
  }),
  'devolucion.registrar': (r) => ({
    key: 'devolucion.registrar',
    params: { amount: r.value('importe', r.now.importe) },
    used: ['importe'],
  }),
  'documento.subir': (r) => ({
    key: 'documento.subir',
    params: { name: string(r.now.nombre, '—') },
    used: ['nombre'],
  }),
  'documento.quitar': (r) => ({
    key: 'documento.quitar',
    params: { name: string(r.was.nombre, '—') },
    used: ['nombre'],
  }),
  'documento.sustituir': (r) => ({
    key: 'documento.sustituir',
    params: { name: string(r.was.nombre, '—'), new: string(r.now.nombre, '—') },
    used: ['nombre'],
  }),
  'mensaje.responder': (r) => ({
    key: 'mensaje.responder',
    params: { message: shortened(r.now.mensaje) },
    used: ['mensaje'],
  }),
  'lista.exportar': (r) => ({
    key: 'lista.exportar',
    params: { list: r.t(`lists.names.${r.line.entityId}`), count: Number(r.now.filas) || 0 },
    used: ['filas', 'filtros'],
    details: Object.entries((r.now.filtros ?? {}) as Record<string, unknown>).map(
      ([key, value]) => `${key}: ${String(value)}`,
    ),
  }),
  'nota.anotar': (r) => ({ key: 'nota.anotar', params: { note: shortened(r.now.nota) }, used: ['nota'] }),
  'mensaje.atendido': (r) => ({
    key: 'mensaje.atendido',
    params: { count: Array.isArray(r.now.mensajes) ? r.now.mensajes.length : 1 },
    used: ['mensajes'],
  }),
  'solicitud-cambio.responder': (r) => {
    const { from, to } = moved(r, 'estado');
    return {
      key: from === to ? 'solicitud-cambio.responderSinCambio' : 'solicitud-cambio.responder',
      params: { code: r.line.entityId, from, to },
      used: ['estado'],
    };
  },
  'llamada.atender': (r) =>
    r.line.subject
      ? { key: 'llamada.atender', params: { caller: r.line.subject }, used: ['atendida'] }
      : { key: 'llamada.atenderSuprimida', used: ['atendida'] },
  'agente.crear': (r) => ({
    key: 'agente.crear',
    params: { agent: person(r.now) ?? r.line.subject ?? number(r) },
    used: ['name', 'email', 'active', 'enrolled'],
  }),
  'agente.modificar': (r) => ({
    key: 'agente.modificar',
    params: { agent: person(r.now) ?? person(r.was) ?? r.line.subject ?? number(r) },
    used: ['name', 'email'],
  }),
  'agente.desbloquear': (r) =>
    // At sign-in, a right password and code lift the agent's own locks (written under them).
    String(r.line.agentId) === r.line.entityId && r.line.agentEmail.includes('@')
      ? { key: 'agente.desbloquearAlEntrar' }
      : { key: 'agente.desbloquear', params: { agent: r.line.subject ?? number(r) } },
  'agente.entrar': simply('agente.entrar'),
  'agente.entrar-y-activar-segundo-factor': simply('agente.entrar-y-activar-segundo-factor'),
  'agente.salir': simply('agente.salir'),
  'agente.bloqueo': (r) => ({ key: 'agente.bloqueo', params: { step: step(r) }, used: ['paso'] }),
  'agente.bloqueo-direccion': (r) => ({
    key: 'agente.bloqueo-direccion',
    params: { step: step(r) },
    used: ['paso'],
  }),
  'cliente-api.crear': (r) => ({
    key: 'cliente-api.crear',
    params: { client: string(r.now.usuario, r.line.entityId) },
    used: ['usuario', 'revocado'],
  }),
  'cliente-api.revocar': (r) => ({
    key: 'cliente-api.revocar',
    params: { client: string(r.now.usuario ?? r.was.usuario, r.line.entityId) },
    used: ['usuario', 'revocado'],
  }),
  'datos.exportar': simply('datos.exportar'),
  'datos.suprimir': simply('datos.suprimir'),
  'catalogo.importar': (r) => ({
    key: 'catalogo.importar',
    used: Object.keys(r.now),
    details: [
      Object.entries(r.now)
        .map(([section, counts]) =>
          r.t('audit.sectionCounts', {
            section: labelled(r.t, `audit.sections.${section}`, readable(section)),
            counts:
              typeof counts === 'object' && counts !== null && 'created' in counts
                ? r.t('import.counts', counts as Record<string, number>)
                : r.value(section, counts),
          }),
        )
        .join('; '),
    ].filter(Boolean),
  }),
  'foto.subir': (r) => ({
    key:
      r.line.entity === 'alojamiento'
        ? 'foto.subirHotel'
        : r.line.entity === 'destino'
          ? 'foto.subirDestino'
          : 'foto.subir',
    params: { id: r.line.entityId, record: lowerFirst(recordOf(r.line, r.t)) },
    used: ['foto', 'ancho', 'alto'],
    details:
      typeof r.now.ancho === 'number' && typeof r.now.alto === 'number'
        ? [r.t('audit.photoSize', { width: r.now.ancho, height: r.now.alto })]
        : [],
  }),
  'alojamiento.textos': (r) => ({
    key: 'alojamiento.textos',
    params: { name: string(r.now.nombre ?? r.was.nombre, r.line.entityId) },
    // A new name is told as a change; no description changed is told by nothing.
    used: [
      ...(same(r.now.nombre, r.was.nombre) ? ['nombre'] : []),
      ...(r.now.idiomas === '—' ? ['idiomas'] : []),
    ],
  }),
  'precios.cambiar': (r): Told => {
    const { cambio, porcentaje } = r.now;
    const key =
      cambio === 'price'
        ? 'precios.poner'
        : cambio === 'close'
          ? 'precios.cerrar'
          : cambio === 'percent' && typeof porcentaje === 'number'
            ? porcentaje < 0
              ? 'precios.bajar'
              : 'precios.subir'
            : undefined;
    if (!key) return { key: 'other', params: { action: lowerFirst(actionLabel(r.line.action, r.t)) } };
    return {
      key,
      params: {
        price: r.value('precio', r.now.precio),
        percent: percent(Math.abs(Number(porcentaje) || 0), r.language),
        days: r.t('audit.counts.dias', { count: Number(r.now.dias) || 0 }),
        package: number(r),
        from: r.value('desde', r.now.desde),
        to: r.value('hasta', r.now.hasta),
      },
      used: ['cambio', 'precio', 'porcentaje', 'dias', 'desde', 'hasta'],
    };
  },
};

function step(r: Reading) {
  const code = string(r.now.paso, '');
  return labelled(r.t, `audit.steps.${code}`, r.value('paso', r.now.paso));
}

/** An action's name in the trail ("Reserva cancelada"), or its code in words for one nobody named. */
export function actionLabel(action: string, t: TFunction) {
  return labelled(t, `actions.${action}`, capitalised(readable(action)));
}

/** The record a line is about, as a person knows it: "Pago 12", the caller of a call-me request (never its uuid). */
export function recordOf(line: AuditLine, t: TFunction) {
  const entity = labelled(t, `audit.entities.${line.entity}`, capitalised(readable(line.entity)));
  // A call-me request's id is a uuid, and an import's the moment it ran (the line's own time).
  if (line.entity === 'llamada') return line.subject ?? entity;
  if (line.entity === 'catalogo') return entity;
  if (line.entity === 'agente')
    return line.subject ?? `${entity} ${t('audit.number', { id: line.entityId })}`;
  return `${entity} ${line.entityId}`;
}

/**
 * A line of the audit trail as a sentence in the agent's language: "Ana (ana@agencia.es) canceló
 * la reserva: gastos 506,00 € (15 % con 20 días de antelación), pagado 1.000,00 €, a devolver
 * 494,00 €". Each action has its own sentence; the fields it does not tell follow, labelled,
 * with their values in words (money in euros, codes by their labels, dates in the language).
 */
export function auditSentence(line: AuditLine, t: TFunction, language: Language = 'es'): string {
  const value = valueOf(line, t, language);
  const r: Reading = {
    line,
    was: fieldsOf(line.before),
    now: fieldsOf(line.after),
    t,
    language,
    value,
    detail: (key, text) => `${labelOf(t, key)} ${text}`,
  };
  const told: Told = AUDIT_SENTENCES[line.action]?.(r) ?? {
    key: 'other',
    params: { action: lowerFirst(actionLabel(line.action, t)) },
  };
  const head = t(`audit.sentences.${told.key}`, { ...told.params, who: whoOf(line, t) });
  const details = [...(told.details ?? []), ...restOf(r, new Set(told.used))];
  return details.length > 0 ? `${head}: ${details.join(', ')}` : head;
}
