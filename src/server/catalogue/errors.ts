/** Something the catalogue does not have (an unknown service, room, day or destination). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
