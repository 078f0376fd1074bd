// A complete, valid booking request form as a visitor sends it, for the benchmark and the tests.

/** DD/MM/YYYY of someone who turned `years` a month before an ISO day. */
export function birthDate(onDay, years) {
  const date = new Date(`${onDay}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  const iso = date.toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** The requester of every test booking. */
export const REQUESTER = Object.freeze({
  nombre: 'Ana',
  apellido: 'García',
  email: 'ana@example.com',
  telefono: '+34600111222',
  dni: '12345678Z',
  pais: 'ES',
  provincia: 'Madrid',
});

/**
 * The fields of /reserva/SolicitudReserva for two adults departing on `departure` (ISO), with the
 * total the page showed and its form key.
 * @param {{ departure: string, total: string, key: string, card?: { type: string, number: string, code: string } }} form
 * @returns {Record<string, string>}
 */
export function validBookingForm({
  departure,
  total,
  key,
  card = { type: 'VI', number: '4111111111111111', code: '123' },
}) {
  const fields = {
    idSolicitud: key,
    precioMostrado: total,
    ...Object.fromEntries(Object.entries(REQUESTER).map(([name, value]) => [`solicitante.${name}`, value])),
    'tarjeta.CardType': card.type,
    'tarjeta.CardNumber': card.number,
    'tarjeta.SecurityCode': card.code,
    'tarjeta.NameOnCard': 'ANA GARCIA',
    'tarjeta.ExpirationMonth': '04',
    'tarjeta.ExpirationYear': '2030',
    CondicionesGenerales: 'on',
    CondicionesPrivacidad: 'on',
  };
  for (const [index, name] of ['Ana', 'Luis'].entries())
    Object.assign(fields, {
      [`viajeros[${index}].nombre`]: name,
      [`viajeros[${index}].apellido`]: 'García',
      [`viajeros[${index}].dni`]: `X${1234567 + index}`,
      [`viajeros[${index}].nacionalidad`]: 'ES',
      [`viajeros[${index}].fechaNacimiento`]: birthDate(departure, 40 + index),
      [`viajeros[${index}].tipo`]: 'A',
    });
  return fields;
}
