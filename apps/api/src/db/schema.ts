import { sql } from 'drizzle-orm';
import { captchaTables } from './captcha-schema.ts';
import { gatewayTables } from './gateway-schema.ts';
import { gatewayTokenTables } from './gateway-token-schema.ts';
import { idempotencyTables } from './idempotency-schema.ts';
import { cancellationTables } from './cancellation-schema.ts';
import { billingWebhookTables } from './billing-webhook-schema.ts';
import { partnerTables } from './partner-schema.ts';
import { ppvTables } from './ppv-schema.ts';
import { ppvCreditTables } from './ppv-credits-schema.ts';
import { migrationTables } from './migration-schema.ts';
import { accountDataTables } from './account-data-schema.ts';
import { newsletterTables } from './newsletters-schema.ts';
import { rateLimitTables } from './rate-limit-schema.ts';
import { jobRunTables } from './job-runs-schema.ts';
import { activeStreamTables } from './active-streams-schema.ts';
import { serviceStatusTables } from './service-status-schema.ts';
import { spoilerTables } from './spoiler-schema.ts';
import { bigint, boolean, customType, date, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * Drizzle's view of the tables. The SQL in migrations/ is the source of truth; this file
 * mirrors it column for column (a test checks the two agree).
 */

export const users = pgTable('users', {
  tveUserId: text('tve_user_id').primaryKey(),
  registered: boolean('registered').notNull().default(false),
  accountType: text('account_type').notNull().default('primary'),
  userName: text('user_name'),
  emailAddress: text('email_address'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  gender: text('gender'),
  zipcode: text('zipcode'),
  legal: boolean('legal').notNull().default(false),
  mso: text('mso'),
  msoId: integer('mso_id'),
  msoUserId: text('mso_user_id'),
  currentProductId: text('current_product_id'),
  newsletterSubscribed: boolean('newsletter_subscribed').notNull().default(false),
  autoplay: boolean('autoplay').notNull().default(true),
  optionalAttributes: jsonb('optional_attributes').notNull(),
  bi: jsonb('bi').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The provider's last word on whether the package carries the network. */
  entitled: boolean('entitled').notNull().default(true),
  householdId: text('household_id'),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  /** sha256 hex of the cookie token: the token itself is never stored. */
  id: text('id').primaryKey(),
  tveUserId: text('tve_user_id').references(() => users.tveUserId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null for a TV's session only: it lasts until its device is removed. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The activated TV this session is the bearer token of; null for a browser's session. */
  deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
});
export type SessionRow = typeof sessions.$inferSelect;

/** The TVs a viewer activated with a code (RFC 8628), newest first. */
export const devices = pgTable('devices', {
  id: uuid('id').primaryKey(),
  tveUserId: text('tve_user_id')
    .notNull()
    .references(() => users.tveUserId, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  /** The platform's display name at activation. */
  name: text('name').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
});
export type DeviceRow = typeof devices.$inferSelect;

/** A TV's code request until it expires; the device_code itself is never stored. */
export const deviceAuthorizations = pgTable('device_authorizations', {
  /** sha256 hex of the device_code. */
  id: text('id').primaryKey(),
  /** The 8 letters, without the dash. */
  userCode: text('user_code').notNull().unique(),
  clientId: text('client_id').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'denied', 'exchanged'] }).notNull().default('pending'),
  intervalSeconds: integer('interval_seconds').notNull(),
  lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
  deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
export type DeviceAuthorizationRow = typeof deviceAuthorizations.$inferSelect;

/** The embedded identity provider's subscribers of the demo TV providers. */
export const tvSubscribers = pgTable('tv_subscribers', {
  id: text('id').primaryKey(),
  msoId: integer('mso_id').notNull(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  accountType: text('account_type').notNull(),
  householdId: text('household_id').notNull(),
  entitled: boolean('entitled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TvSubscriberRow = typeof tvSubscribers.$inferSelect;

/** oidc-provider's models (sessions, interactions, codes, grants). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.type, table.id] })],
);

/** A sign-in under way, behind a short-lived cookie (sha256 of its token). */
export const signInTransactions = pgTable('sign_in_transactions', {
  id: text('id').primaryKey(),
  /** The TV provider signed in with; null for the service's own account provider (ott). */
  msoId: integer('mso_id'),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnPage: text('return_page'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed password attempts per key within a window. */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Secrets generated once and shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A direct (ott) account's credentials: the users row it signs in as. */
export const accounts = pgTable('accounts', {
  tveUserId: text('tve_user_id')
    .primaryKey()
    .references(() => users.tveUserId, { onDelete: 'cascade' }),
  /** Normalized: trimmed, lower case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** YYYY-MM-DD. */
  birthDate: date('birth_date'),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Password-reset links, valid once until they expire. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey(),
  tveUserId: text('tve_user_id')
    .notNull()
    .references(() => accounts.tveUserId, { onDelete: 'cascade' }),
  /** sha256 hex of the token: the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Viewing restrictions per profile. */
export const parentalControls = pgTable('parental_controls', {
  tveUserId: text('tve_user_id')
    .primaryKey()
    .references(() => users.tveUserId, { onDelete: 'cascade' }),
  movie: text('movie').notNull(),
  tv: text('tv').notNull(),
  defaultMovie: text('default_movie').notNull(),
  defaultTv: text('default_tv').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ParentalControlsRow = typeof parentalControls.$inferSelect;

/** PostgreSQL's tsvector; only read through SQL (search), never written: the column is generated. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const descriptions = {
  descriptionShort: text('description_short').notNull(),
  descriptionMedium: text('description_medium').notNull(),
  descriptionLong: text('description_long').notNull(),
};

export const series = pgTable('series', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sortName: text('sort_name').notNull(),
  ...descriptions,
  genre: text('genre').notNull(),
  status: text('status').notNull(),
  rating: text('rating').notNull(),
  erotic: boolean('erotic').notNull().default(false),
  tuneIn: text('tune_in'),
  releaseYear: integer('release_year'),
  credits: jsonb('credits').notNull(),
  hashtag: text('hashtag'),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', name || ' ' || genre || ' ' || description_medium)`),
});
export type SeriesRow = typeof series.$inferSelect;

export const titles = pgTable('titles', {
  id: integer('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  sortName: text('sort_name').notNull(),
  durationS: integer('duration_s').notNull(),
  ...descriptions,
  genre: text('genre'),
  rating: text('rating').notNull(),
  advisories: text('advisories').array().notNull(),
  flags: text('flags').array().notNull(),
  releaseYear: integer('release_year'),
  credits: jsonb('credits').notNull(),
  shortForm: boolean('short_form').notNull().default(false),
  hashtag: text('hashtag'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  seriesId: integer('series_id').references(() => series.id, { onDelete: 'cascade' }),
  seasonNum: integer('season_num'),
  episodeNum: integer('episode_num'),
  /** The fields that spoil (contracts' SPOILER_FIELDS), shielded in every public answer. */
  spoilers: text('spoilers').array().notNull().default(sql`'{}'`),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('english', name || ' ' || coalesce(genre, '') || ' ' || description_medium)`,
  ),
});
export type TitleRow = typeof titles.$inferSelect;

export const collections = pgTable('collections', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  description: text('description').notNull().default(''),
});

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titleId: integer('title_id').references(() => titles.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.position] })],
);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  menuPosition: integer('menu_position'),
  menuType: text('menu_type').notNull(),
});

export const categoryItems = pgTable('category_items', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  type: text('type').notNull(),
  collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
});

export const homeModules = pgTable('home_modules', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  imageType: text('image_type').notNull(),
  collectionId: integer('collection_id')
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' }),
});

export const promotedItems = pgTable('promoted_items', {
  position: integer('position').primaryKey(),
  titleId: integer('title_id').references(() => titles.id, { onDelete: 'cascade' }),
  seriesId: integer('series_id').references(() => series.id, { onDelete: 'cascade' }),
});

/** The east feed's week by minute; the west feed plays it 3 hours later. */
export const schedulePrograms = pgTable('schedule_programs', {
  minuteOfWeek: integer('minute_of_week').primaryKey(),
  titleId: integer('title_id')
    .notNull()
    .references(() => titles.id, { onDelete: 'cascade' }),
});

export const myListItems = pgTable(
  'my_list_items',
  {
    tveUserId: text('tve_user_id')
      .notNull()
      .references(() => users.tveUserId, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['title', 'series'] }).notNull(),
    itemId: integer('item_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tveUserId, table.itemType, table.itemId] })],
);

/** Resume points and the resume-watching shelf. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    tveUserId: text('tve_user_id')
      .notNull()
      .references(() => users.tveUserId, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    seconds: integer('seconds').notNull(),
    status: text('status').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The play and call that last moved the bookmark; a write applies only when newer. */
    playRef: uuid('play_ref'),
    playSeq: integer('play_seq'),
  },
  (table) => [primaryKey({ columns: [table.tveUserId, table.titleId] })],
);

/** The client's analytics events; the user is the session's, null when signed out. */
export const clientInteractions = pgTable('client_interactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tveUserId: text('tve_user_id').references(() => users.tveUserId, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  actionType: text('action_type').notNull(),
  pageName: text('page_name').notNull(),
  siteSection: text('site_section'),
  subSections: text('sub_sections').array().notNull().default(sql`'{}'`),
  contentId: bigint('content_id', { mode: 'number' }),
  happenedAt: timestamp('happened_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  appVariant: text('app_variant').notNull(),
  appVersion: text('app_version').notNull(),
  deviceId: text('device_id').notNull(),
});
export type ClientInteractionRow = typeof clientInteractions.$inferSelect;

/** Live channel viewing events (channel/{played|pause|endplay}/{id}); signed-in only. */
export const channelViews = pgTable('channel_views', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tveUserId: text('tve_user_id')
    .notNull()
    .references(() => users.tveUserId, { onDelete: 'cascade' }),
  channelId: text('channel_id').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** House pre-roll plays (adplay/preroll/...); the user is the session's, null when signed out. */
export const adPlays = pgTable('ad_plays', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tveUserId: text('tve_user_id').references(() => users.tveUserId, { onDelete: 'cascade' }),
  creativeId: text('creative_id').notNull(),
  event: text('event').notNull(),
  atSeconds: integer('at_seconds'),
  playRef: uuid('play_ref'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's bytea: a Buffer is written as is; PGlite reads a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Content keys, stored wrapped with the KEK: one per title, and per channel and title ('' for
 * on demand). No foreign key to titles: a key outlives a catalogue re-import.
 */
export const contentKeys = pgTable(
  'content_keys',
  {
    kid: uuid('kid').primaryKey(),
    titleId: integer('title_id').notNull(),
    channel: text('channel').notNull().default(''),
    wrappedKey: bytea('wrapped_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.titleId, table.channel)],
);

export const schema = {
  ...captchaTables,
  ...gatewayTables,
  ...gatewayTokenTables,
  ...idempotencyTables,
  ...cancellationTables,
  ...billingWebhookTables,
  ...partnerTables,
  ...ppvTables,
  ...ppvCreditTables,
  ...migrationTables,
  ...accountDataTables,
  ...newsletterTables,
  ...rateLimitTables,
  ...jobRunTables,
  ...activeStreamTables,
  ...serviceStatusTables,
  ...spoilerTables,
  users,
  sessions,
  devices,
  deviceAuthorizations,
  tvSubscribers,
  oidcPayloads,
  signInTransactions,
  signInFailures,
  serverSecrets,
  accounts,
  passwordResets,
  parentalControls,
  series,
  titles,
  collections,
  collectionItems,
  categories,
  categoryItems,
  homeModules,
  promotedItems,
  schedulePrograms,
  myListItems,
  watchProgress,
  clientInteractions,
  channelViews,
  adPlays,
  contentKeys,
};
