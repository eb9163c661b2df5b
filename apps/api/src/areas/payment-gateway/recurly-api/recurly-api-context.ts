import type { Db } from '../../../db/database.ts';
import type { GatewayTokenStore } from '../gateway-token.ts';
import type { RenewalsJob } from '../renewals/renewals-job.ts';
import type { WebhookOutbox } from '../renewals/webhook-outbox.ts';
import type { CatalogRepository } from './catalog-repository.ts';
import type { Purchases } from './purchases.ts';
import type { RecordsRepository } from './records-repository.ts';

/** What the API's routes share: the repositories over the gateway's tables, the purchases, the token store, the clock, the renewals job and the webhook outbox. */
export interface RecurlyApiContext {
  db: Db;
  tokens: GatewayTokenStore;
  now: () => Date;
  catalog: CatalogRepository;
  records: RecordsRepository;
  purchases: Purchases;
  renewals: RenewalsJob;
  outbox: WebhookOutbox;
}
