import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/language';
import { createTranslator, type Bundle, type TFunction } from '../../i18n/i18n';
import { actionLabel, AUDIT_SENTENCES, auditSentence, recordOf, type AuditLine } from './audit-sentences';
import { line, SAMPLES } from './audit-sentences.samples';

const root = path.resolve(import.meta.dirname, '../../../..');
const LANGUAGES = ['es', 'en'] as const satisfies readonly Language[];
const bundle = (language: Language) =>
  JSON.parse(readFileSync(path.join(root, 'src/locales', language, 'backOffice.json'), 'utf8')) as Bundle;
const translate = (language: Language): TFunction => {
  const translator = createTranslator(language, { backOffice: bundle(language) });
  return (key, options) => translator.t('backOffice', key, options);
};

/**
 * Every action the server writes in the trail: the literal actions given to audit() and to its
 * wrappers (auditSignIn…), read from the source of src/server, so a new action shows up here.
 */
function serverActions(): string[] {
  const found = new Set<string>();
  const files = readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, 'src/server', file), 'utf8');
    if (!/\baudit\w*\(/.test(source)) continue;
    const visit = (node: ts.Node, inAudit: boolean) => {
      const call =
        ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /^audit/.test(node.expression.text);
      if (inAudit && ts.isStringLiteralLike(node) && /^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/.test(node.text))
        found.add(node.text);
      // Only the arguments: `auditLog.action = 'mensaje.responder'` in a query is no action written.
      if (call) node.arguments.forEach((argument) => visit(argument, true));
      else ts.forEachChild(node, (child) => visit(child, inAudit));
    };
    visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true), false);
  }
  return [...found].sort();
}

/** Intl writes narrow no-break spaces in money and percentages ("506,00 €"): plain ones here. */
const said = (l: AuditLine, language: Language) =>
  auditSentence(l, translate(language), language).replace(/[\u00a0\u202f]/g, ' ');
const sentences = (language: Language) => SAMPLES.map((s) => said(s, language));
const sentenceOf = (action: string, language: Language, index = 0) =>
  said(SAMPLES.filter((s) => s.action === action)[index]!, language);

describe('the agent’s day in the trail', () => {
  it('says who took a file, who left it unassigned, the note and what list was downloaded', () => {
    expect(sentenceOf('reserva.asignar', 'es')).toBe('Ana (ana@agencia.es) asignó la reserva a Luis Pardo');
    expect(sentenceOf('reserva.asignar', 'en', 1)).toBe('Ana (ana@agencia.es) left the booking unassigned');
    expect(sentenceOf('nota.anotar', 'es')).toContain(
      'añadió una nota interna: «Llamó: prefiere habitación alta',
    );
    expect(sentenceOf('lista.exportar', 'es')).toBe(
      'Ana (ana@agencia.es) descargó la lista de reservas (12 filas): estado: pagada, asignada: yo',
    );
  });
});

describe('the sentences of the audit trail', () => {
  it('know every action the server writes, and the sample lines show each of them', () => {
    const actions = serverActions();
    // The reader of the source finds what it should (the sign-in's actions are given to wrappers).
    expect(actions).toEqual(
      expect.arrayContaining(['reserva.cancelar', 'agente.entrar', 'agente.bloqueo-direccion', 'foto.subir']),
    );
    expect(actions).not.toContain('email.greeting');
    expect(Object.keys(AUDIT_SENTENCES).sort()).toEqual(actions);
    expect([...new Set(SAMPLES.map((s) => s.action))].sort()).toEqual(actions);
  });

  it.each(LANGUAGES)('name every action in %s', (language) => {
    const t = translate(language);
    for (const action of serverActions())
      expect(t(`actions.${action}`), action).not.toBe(`actions.${action}`);
  });

  it.each(LANGUAGES)('read as words in %s: no objects, keys, codes or holes', (language) => {
    for (const [index, sentence] of sentences(language).entries()) {
      const context = `${SAMPLES[index]!.action}: ${sentence}`;
      for (const leak of [
        '[object',
        'undefined',
        'null',
        'NaN',
        '{{',
        'statuses.',
        'fields.',
        'audit.',
        'actions.',
        'payments.',
        'methods.',
      ])
        expect(sentence, context).not.toContain(leak);
      // A camelCase key (precioTotal, aDevolver) or a snake_case code (en_gestion).
      expect(sentence, context).not.toMatch(/\b[a-z]+[A-Z]\w*|\b[a-z]+_[a-z]+\b/);
      expect(sentence, context).toMatch(
        language === 'es' ? /^(Ana \(|La |Una |El viajero )/ : /^(Ana \(|The |An )/,
      );
    }
  });

  it('say a cancellation with its fee, what was paid and what is owed back, in euros', () => {
    expect(sentenceOf('reserva.cancelar', 'es')).toBe(
      'Ana (ana@agencia.es) canceló la reserva: gastos 506,00 € (15 % con 20 días de antelación), ' +
        'pagado 1.000,00 €, a devolver 494,00 €, órdenes de pago anuladas n.º 3, n.º 4',
    );
    expect(sentenceOf('reserva.cancelar', 'en')).toBe(
      "Ana (ana@agencia.es) cancelled the booking: fee €506.00 (15% with 20 days' notice), " +
        'paid €1,000.00, to refund €494.00, payment orders closed no. 3, no. 4',
    );
    // Nothing paid, no order to close: what is empty is left out.
    expect(sentenceOf('reserva.cancelar', 'es', 1)).toBe(
      'Ana (ana@agencia.es) canceló la reserva: gastos 0,00 €, pagado 0,00 €, a devolver 0,00 €',
    );
  });

  it('give a booking’s and a change request’s statuses their own labels', () => {
    expect(sentenceOf('reserva.estado', 'es')).toBe(
      'Ana (ana@agencia.es) pasó la reserva de Solicitud a Confirmada',
    );
    expect(sentenceOf('solicitud-cambio.responder', 'es')).toBe(
      'Ana (ana@agencia.es) pasó la solicitud de cambio M-1234 de Recibida a Resuelta',
    );
    expect(sentenceOf('solicitud-cambio.responder', 'en')).toBe(
      'Ana (ana@agencia.es) moved change request M-1234 from Received to Resolved',
    );
    expect(sentenceOf('solicitud-cambio.responder', 'es', 1)).toContain('que sigue En gestión');
    expect(sentenceOf('orden-pago.anular', 'es')).toBe('Ana (ana@agencia.es) anuló la orden de pago n.º 12');
    expect(sentenceOf('pago.registrar', 'es')).toBe(
      'Ana (ana@agencia.es) registró un pago de 1.250,50 €: forma Transferencia, referencia TR-2291, ' +
        'orden de pago n.º 12, la reserva pasa a Pagada',
    );
  });

  it('show money as euros in the language, and fees, refunds and methods by their labels', () => {
    expect(sentenceOf('reserva.precio', 'es')).toContain('de 2.500,00 € a 2.550,00 €');
    expect(sentenceOf('reserva.precio', 'en')).toContain('from €2,500.00 to €2,550.00');
    expect(sentenceOf('gasto.cargar', 'es')).toBe(
      'Ana (ana@agencia.es) cargó gastos de modificación de 150,00 € (5 % con 40 días de antelación): ' +
        'pendiente de pago 350,00 €',
    );
    expect(sentenceOf('gasto.cargar', 'en', 1)).toBe(
      'Ana (ana@agencia.es) charged a cancellation fee of €0.01: left to pay €0.00',
    );
    expect(sentenceOf('devolucion.registrar', 'es')).toBe(
      'Ana (ana@agencia.es) registró una devolución de 494,00 € al viajero: forma A la tarjeta (TPV), ' +
        'referencia DEV-1, a devolver 0,00 €',
    );
    expect(sentenceOf('pago.registrar', 'en', 1)).toBe(
      'Ana (ana@agencia.es) recorded a payment of €50.00: method Card at the office, reference R-1',
    );
    expect(sentenceOf('orden-pago.crear', 'es')).toBe(
      'Ana (ana@agencia.es) pidió al viajero un pago de 1.250,50 € («Depósito»): a pagar antes del vie, 12 jun 2026',
    );
  });

  it('describe a change of services field by field, rooms one by one, only what changed', () => {
    expect(sentenceOf('reserva.servicios', 'es')).toBe(
      'Ana (ana@agencia.es) cambió los servicios de la reserva: salida desde Madrid → Barcelona, ' +
        'fecha de salida sáb, 28 nov 2026 → dom, 29 nov 2026, noches 7 → 9, ' +
        'habitaciones Doble (2 viajeros) → Doble (1 viajero); Individual (1 viajero), ' +
        'precio total 2.500,00 € → 3.100,00 €',
    );
    expect(sentenceOf('reserva.servicios', 'en', 1)).toBe(
      "Ana (ana@agencia.es) changed the booking's services: nights 7 → 9, rooms Doble (2) → Doble (1); Individual (1)",
    );
  });

  it('name a call-me request by its caller, never by its id', () => {
    const [named, erased] = SAMPLES.filter((s) => s.action === 'llamada.atender');
    const t = translate('es');
    expect(auditSentence(named!, t, 'es')).toBe(
      'Ana (ana@agencia.es) atendió la solicitud de llamada de Luis Pérez (+34600111222)',
    );
    expect(recordOf(named!, t)).toBe('Luis Pérez (+34600111222)');
    expect(auditSentence(erased!, t, 'es')).toBe(
      'Ana (ana@agencia.es) atendió una solicitud de llamada que ya no se conserva',
    );
    expect(recordOf(erased!, t)).toBe('Llamada');
  });

  it('tell agents’ accounts, sign-ins and the command-line tools', () => {
    expect(sentenceOf('agente.crear', 'es', 1)).toBe(
      'La orden npm run agent:create dio de alta al agente Jefa (jefa@agencia.es): rol Administración',
    );
    expect(sentenceOf('agente.modificar', 'en')).toBe(
      'Ana (ana@agencia.es) changed the account of agent Marta (marta@agencia.es): role Agent → Admin, ' +
        'active yes → no, two-step verification yes → no, password changed',
    );
    expect(sentenceOf('agente.desbloquear', 'es')).toBe(
      'Ana (ana@agencia.es) desbloqueó la cuenta del agente Marta (marta@agencia.es)',
    );
    expect(sentenceOf('agente.desbloquear', 'es', 1)).toContain('se desbloqueó al entrar');
    expect(sentenceOf('agente.bloqueo', 'es')).toBe(
      'La cuenta de Ana (ana@agencia.es) quedó bloqueada tras varios intentos fallidos con la contraseña',
    );
    expect(sentenceOf('cliente-api.crear', 'es')).toBe(
      'La orden npm run api-client:create creó el cliente de la API socio-lector: permisos leer el catálogo, leer las reservas',
    );
    expect(sentenceOf('datos.suprimir', 'en')).toBe(
      "Ana (ana@agencia.es) erased a person's personal data: bookings X7K2P9, 2 requests to change or cancel a trip, 1 request to be called, 0 emails",
    );
  });

  it('tell the catalogue’s changes in words', () => {
    expect(sentenceOf('catalogo.importar', 'es')).toBe(
      'La orden npm run catalogue:import importó el catálogo: hoteles (3 nuevos, 2 cambiados, 10 sin cambios); ' +
        'textos de países (0 nuevos, 1 cambiados, 5 sin cambios); días del calendario (900 nuevos, 0 cambiados, 0 sin cambios)',
    );
    const prices = SAMPLES.filter((s) => s.action === 'precios.cambiar').map((s) => said(s, 'es'));
    expect(prices).toEqual([
      'Ana (ana@agencia.es) puso a 1.234,00 € 30 días del paquete n.º 12, del dom, 1 nov 2026 al lun, 30 nov 2026',
      'Ana (ana@agencia.es) subió un 10 % el precio de 30 días del paquete n.º 12, del dom, 1 nov 2026 al lun, 30 nov 2026',
      'Ana (ana@agencia.es) bajó un 5,5 % el precio de 30 días del paquete n.º 12, del dom, 1 nov 2026 al lun, 30 nov 2026',
      'Ana (ana@agencia.es) cerró a la venta 30 días del paquete n.º 12, del dom, 1 nov 2026 al lun, 30 nov 2026',
    ]);
    expect(sentenceOf('alojamiento.textos', 'en')).toBe(
      'Ana (ana@agencia.es) changed the texts of hotel Iberostar Selection Bávaro: ' +
        'name Iberostar Bávaro → Iberostar Selection Bávaro, description changed in Spanish, English',
    );
    expect(sentenceOf('alojamiento.textos', 'es', 1)).toBe(
      'Ana (ana@agencia.es) cambió los textos del hotel Iberostar Bávaro',
    );
    expect(sentenceOf('foto.subir', 'es')).toBe(
      'Ana (ana@agencia.es) subió una foto del hotel 1001: 1600 × 1000 px',
    );
  });

  it('read a line of an unknown action or field in words too', () => {
    const odd = line('factura.emitir', {
      entity: 'factura',
      before: { importeNeto: 1_000, nested: { cosaRara: 1 } },
      after: { importeNeto: 2_000, nested: { cosaRara: 2 }, lineas: [{ concepto: 'Hotel', importe: 1_000 }] },
    });
    const t = translate('es');
    expect(said(odd, 'es')).toBe(
      'Ana (ana@agencia.es): factura emitir: importe neto 1000 → 2000, nested cosa rara 1 → cosa rara 2, ' +
        'lineas concepto Hotel, importe 10,00 €',
    );
    expect(actionLabel('factura.emitir', t)).toBe('Factura emitir');
    expect(recordOf(odd, t)).toBe('Factura X7K2P9');
  });
});
