import type { SubmissionResult } from '@conform-to/react';

/**
 * The answer's travellers, exactly one per traveller of the party whatever was posted: the page
 * shows the party's blocks, never as many as a crafted `viajeros[N]` asks for.
 */
export function withPartyTravellers(result: SubmissionResult, count: number): SubmissionResult {
  const posted = result.initialValue?.viajeros;
  const list = Array.isArray(posted) ? posted : [];
  const viajeros = Array.from({ length: count }, (_, index) => {
    const traveller: unknown = list[index];
    return traveller && typeof traveller === 'object' && !Array.isArray(traveller) ? traveller : {};
  });
  return { ...result, initialValue: { ...result.initialValue, viajeros } as typeof result.initialValue };
}

/** Copies the requester's names, document and country into the first traveller (the form without JavaScript). */
export function withRequesterCopied(payload: Record<string, unknown>) {
  const requester = (payload.solicitante ?? {}) as Record<string, unknown>;
  const travellers = Array.isArray(payload.viajeros) ? [...payload.viajeros] : [];
  const first = (travellers[0] ?? {}) as Record<string, unknown>;
  travellers[0] = {
    ...first,
    nombre: requester.nombre,
    apellido: requester.apellido,
    dni: requester.dni,
    nacionalidad: requester.pais ?? first.nacionalidad,
  };
  return { ...payload, viajeros: travellers };
}
