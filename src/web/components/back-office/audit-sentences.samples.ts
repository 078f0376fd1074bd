import type { AuditLine } from './audit-sentences';

/** The sample lines of the audit trail its tests read (audit-sentences.test.ts). */

export const ana = { agentId: 7, agentEmail: 'ana@agencia.es', agentName: 'Ana' };
/** A line of the trail; its note (a reason, the address of a sign-in) is shown beside the sentence, never in it. */
export const line = (
  action: string,
  { note: _note, ...fields }: Partial<AuditLine> & { note?: string },
): AuditLine => ({
  action,
  entity: action.split('.')[0]!,
  entityId: 'X7K2P9',
  before: null,
  after: null,
  ...ana,
  ...fields,
});

/** A line of every action, as the code under src/server writes it (some twice: older shapes, variants). */
export const SAMPLES: AuditLine[] = [
  line('reserva.estado', {
    before: { estado: 'solicitud' },
    after: { estado: 'confirmada' },
  }),
  line('reserva.cancelar', {
    before: { estado: 'confirmada' },
    after: {
      estado: 'cancelada',
      gastos: 50_600,
      porcentaje: 15,
      diasAntelacion: 20,
      pagado: 100_000,
      aDevolver: 49_400,
      ordenesAnuladas: [3, 4],
    },
  }),
  line('reserva.cancelar', {
    before: { estado: 'solicitud' },
    after: { estado: 'cancelada', gastos: 0, pagado: 0, aDevolver: 0, ordenesAnuladas: [] },
  }),
  line('reserva.precio', { before: { precioTotal: 250_000 }, after: { precioTotal: 255_000 } }),
  line('reserva.servicios', {
    before: {
      hotel: 'Iberostar Bávaro',
      origen: 'MAD',
      salida: '2026-11-28',
      noches: 7,
      regimen: 'Todo incluido',
      habitaciones: [{ nombre: 'Doble', viajeros: 2 }],
      precioTotal: 250_000,
    },
    after: {
      hotel: 'Iberostar Bávaro',
      origen: 'BCN',
      salida: '2026-11-29',
      noches: 9,
      regimen: 'Todo incluido',
      habitaciones: [
        { nombre: 'Doble', viajeros: 1 },
        { nombre: 'Individual', viajeros: 1 },
      ],
      precioTotal: 310_000,
    },
  }),
  // Written before the rooms were kept field by field.
  line('reserva.servicios', {
    before: { noches: 7, habitaciones: 'Doble (2)' },
    after: { noches: 9, habitaciones: 'Doble (1); Individual (1)' },
  }),
  line('orden-pago.crear', {
    entityId: '12',
    after: { ref: 'Depósito', monto: 125_050, fechaVigencia: '2026-06-12' },
  }),
  line('orden-pago.anular', { entityId: '12', before: { estado: 'abierta' }, after: { estado: 'anulada' } }),
  line('pago.registrar', {
    entityId: '31',
    after: {
      importe: 125_050,
      forma: 'transferencia',
      referencia: 'TR-2291',
      idOrden: 12,
      estadoReserva: 'pagada',
    },
  }),
  line('pago.registrar', {
    entityId: '32',
    after: { importe: 5_000, forma: 'datafono', referencia: 'R-1', idOrden: null },
  }),
  line('documento.quitar', {
    entityId: '8',
    before: { nombre: 'bono-viejo.pdf' },
    note: 'Enviado dos veces',
  }),
  line('documento.sustituir', {
    entityId: '9',
    before: { nombre: 'bono.pdf' },
    after: { nombre: 'bono-corregido.pdf' },
    note: 'Nombre mal escrito',
  }),
  line('pago.tarjeta', {
    entity: 'pago',
    entityId: '40',
    agentEmail: 'Redsys (pago en la web)',
    after: { importe: 50_050, referencia: '4821AbCdEfGh', autorizacion: '123456' },
    note: 'Pago a cuenta',
  }),
  line('pago.tarjeta', {
    entity: 'pago',
    entityId: '41',
    agentEmail: 'Redsys (pago en la web)',
    after: { importe: 50_050, referencia: '4821XyZ12345', autorizacion: '654321', ordenYa: 'pagada' },
  }),
  line('servicio.estado', {
    entity: 'servicio-reserva',
    entityId: 'ABCD1234-2',
    before: { servicio: 'Suites Turquesa', estado: 'RQ', confirmacion: null, limite: null },
    after: {
      servicio: 'Suites Turquesa',
      estado: 'OK',
      confirmacion: 'HTL-2002',
      limite: '2027-01-15',
      estadoReserva: 'confirmada',
    },
  }),
  line('gasto.cargar', {
    entityId: '5',
    after: { tipo: 'cambio', importe: 15_000, porcentaje: 5, diasAntelacion: 40, pendiente: 35_000 },
  }),
  line('gasto.cargar', {
    entityId: '6',
    after: { tipo: 'cancelacion', importe: 1, pendiente: 0 },
    note: 'Acordado por teléfono',
  }),
  line('devolucion.registrar', {
    entityId: '3',
    after: { importe: 49_400, forma: 'tarjeta', referencia: 'DEV-1', aDevolver: 0 },
  }),
  line('documento.subir', {
    entityId: '4',
    after: { nombre: 'Bono hotel.pdf', tipo: 'application/pdf', bytes: 183_000 },
  }),
  line('reserva.asignar', { before: { agente: null }, after: { agente: 'Luis Pardo' } }),
  line('reserva.asignar', { before: { agente: 'Luis Pardo' }, after: { agente: null } }),
  line('nota.anotar', {
    entityId: '3',
    after: { nota: 'Llamó: prefiere habitación alta, lejos del ascensor.' },
  }),
  line('lista.exportar', {
    entityId: 'reservas',
    after: { filas: 12, filtros: { estado: 'pagada', asignada: 'yo' } },
  }),
  line('mensaje.responder', {
    entityId: '9',
    after: { mensaje: 'Hola, Ana: ya tienes el bono del hotel en Mi reserva. '.repeat(4) },
  }),
  line('mensaje.atendido', { entity: 'reserva', after: { mensajes: [4, 5] } }),
  line('mensaje.atendido', { entity: 'reserva', after: { mensajes: [4] } }),
  line('solicitud-cambio.responder', {
    entityId: 'M-1234',
    before: { estado: 'recibida' },
    after: { estado: 'resuelta' },
  }),
  line('solicitud-cambio.responder', {
    entityId: 'M-1235',
    before: { estado: 'en_gestion' },
    after: { estado: 'en_gestion' },
  }),
  line('llamada.atender', {
    entityId: '0b7c1a4e-9d2f-4c3a-8e6b-5f1d2a3b4c5d',
    subject: 'Luis Pérez (+34600111222)',
    after: { atendida: true },
  }),
  line('llamada.atender', { entityId: '0b7c1a4e-9d2f-4c3a-8e6b-5f1d2a3b4c5e', after: { atendida: true } }),
  line('agente.crear', {
    entityId: '8',
    after: { email: 'marta@agencia.es', name: 'Marta', role: 'agente', active: true, enrolled: false },
  }),
  // npm run agent:create writes under the new agent's id and the tool's name.
  line('agente.crear', {
    entityId: '1',
    agentId: 1,
    agentEmail: 'agent:create',
    agentName: null,
    after: { email: 'jefa@agencia.es', name: 'Jefa', role: 'admin', active: true, enrolled: false },
  }),
  line('agente.modificar', {
    entityId: '8',
    before: { email: 'marta@agencia.es', name: 'Marta', role: 'agente', active: true, enrolled: true },
    after: {
      email: 'marta@agencia.es',
      name: 'Marta',
      role: 'admin',
      active: false,
      enrolled: false,
      password: 'cambiada',
    },
  }),
  line('agente.desbloquear', { entityId: '8', subject: 'Marta (marta@agencia.es)' }),
  line('agente.desbloquear', { entityId: '7', note: '203.0.113.9' }),
  line('agente.entrar', { entityId: '7', note: '203.0.113.9' }),
  line('agente.entrar-y-activar-segundo-factor', { entityId: '7', note: '203.0.113.9' }),
  line('agente.salir', { entityId: '7' }),
  line('agente.bloqueo', { entityId: '7', after: { paso: 'contrasena' }, note: '203.0.113.9' }),
  line('agente.bloqueo-direccion', { entityId: '7', after: { paso: 'codigo' }, note: '203.0.113.9' }),
  line('cliente-api.crear', {
    entityId: '2',
    agentId: null,
    agentEmail: 'api-client:create',
    agentName: null,
    after: { usuario: 'socio-lector', permisos: ['catalogue:read', 'bookings:read'], revocado: null },
  }),
  line('cliente-api.revocar', {
    entityId: '2',
    before: { usuario: 'socio-lector', permisos: ['catalogue:read'], revocado: null },
    after: { usuario: 'socio-lector', permisos: ['catalogue:read'], revocado: '2026-05-12T10:30:00.000Z' },
  }),
  line('datos.exportar', { entity: 'persona', after: { reservas: ['X7K2P9', 'Q4W8E2'] } }),
  line('datos.suprimir', {
    entity: 'persona',
    after: { reservas: ['X7K2P9'], solicitudes: 2, llamadas: 1, correos: 0 },
  }),
  line('catalogo.importar', {
    entityId: '2026-05-12T10:30:00',
    agentId: null,
    agentEmail: 'catalogue:import',
    agentName: null,
    after: {
      accommodations: { created: 3, updated: 2, unchanged: 10 },
      countryTexts: { created: 0, updated: 1, unchanged: 5 },
      calendarDays: { created: 900, updated: 0, unchanged: 0 },
    },
  }),
  line('foto.subir', {
    entity: 'alojamiento',
    entityId: '1001',
    after: { foto: '/fotos/12', ancho: 1600, alto: 1000 },
  }),
  line('foto.subir', {
    entity: 'destino',
    entityId: 'PUJ',
    after: { foto: '/fotos/13', ancho: 1920, alto: 1200 },
  }),
  line('alojamiento.textos', {
    entityId: '1001',
    before: { nombre: 'Iberostar Bávaro' },
    after: { nombre: 'Iberostar Selection Bávaro', idiomas: 'es, en' },
  }),
  line('alojamiento.textos', {
    entityId: '1001',
    before: { nombre: 'Iberostar Bávaro' },
    after: { nombre: 'Iberostar Bávaro', idiomas: '—' },
  }),
  ...(
    [
      { cambio: 'price', precio: 123_400 },
      { cambio: 'percent', porcentaje: 10 },
      { cambio: 'percent', porcentaje: -5.5 },
      { cambio: 'close' },
    ] as const
  ).map((change) =>
    line('precios.cambiar', {
      entity: 'servicio',
      entityId: '12',
      after: { desde: '2026-11-01', hasta: '2026-11-30', ...change, dias: 30 },
    }),
  ),
];
