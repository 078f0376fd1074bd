import { char, customType } from 'drizzle-orm/pg-core';

/** Binary data (documents, photos), read back as a Buffer whichever driver answers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A language code of a *_texts row ('es', 'en', …). */
export const language = () => char({ length: 2 }).notNull();
