import { z } from 'zod';
import { addressFile } from '../../lib/address-file.ts';

/**
 * Where a running server's embedded gateway can be reached, for `npm run billing:advance`: its
 * internal origin, with its private key (lib/address-file.ts).
 */
const addressSchema = z.object({ origin: z.url(), apiKey: z.string().min(1), pid: z.number().int() });
export type GatewayAddress = z.infer<typeof addressSchema>;

const file = addressFile('payment-gateway.json', addressSchema);
export const writeGatewayAddress = file.write;
export const removeGatewayAddress = file.remove;
export const readGatewayAddress = file.read;
