import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PaymentGatewayConfig } from '../config';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema/security';

const SANDBOX_KEY_NAME = 'sandbox-gateway-key';

/**
 * The key orders and notifications are signed with: the merchant's Redsys key when configured;
 * for the sandbox, a random 24-byte key this installation makes once and keeps in the database, so
 * every instance signs alike and nobody outside can (Redsys's published test key would let anyone
 * forge a payment on a demo site).
 */
export function gatewayKey(db: Database, gateway: PaymentGatewayConfig): () => Promise<string> {
  let key: Promise<string> | undefined;
  const load = async () => {
    if (!gateway.sandbox) return gateway.secretKey;
    await db
      .insert(appSecrets)
      .values({ name: SANDBOX_KEY_NAME, value: randomBytes(24).toString('base64') })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SANDBOX_KEY_NAME));
    return row!.value;
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}
