/**
 * The billing partners whose members the embedded identity provider signs in (partner billing,
 * areas/partners): each is a confidential client of its own, and its members are subjects of
 * their own, never mistaken for a TV subscriber or a direct account.
 */
export interface PartnerParty {
  /** The partner's id (contracts' PARTNER_IDS). */
  id: string;
  /** Our name for it, on its sign-in page. */
  name: string;
  /** Where its answer goes: the web app's page that finishes the subscription. */
  redirectUri: string;
  members: readonly { id: string; username: string; passwordHash: string }[];
}

const CLIENT_PREFIX = 'partner-';
const SUBJECT_PREFIX = 'partner:';

export const partnerClientId = (partnerId: string) => `${CLIENT_PREFIX}${partnerId}`;

/** The partner a client id stands for, or null for any other client. */
export const partnerIdOfClient = (clientId: string): string | null => (clientId.startsWith(CLIENT_PREFIX) ? clientId.slice(CLIENT_PREFIX.length) : null);

/** A member's subject: the partner and the member's id at the partner. */
export const partnerSubject = (partnerId: string, memberId: string) => `${SUBJECT_PREFIX}${partnerId}:${memberId}`;

/** The member a subject names among the parties, or null when it is not a partner member's. */
export function partnerMemberOfSubject(parties: readonly PartnerParty[], subject: string): { party: PartnerParty; memberId: string } | null {
  if (!subject.startsWith(SUBJECT_PREFIX)) return null;
  const [partnerId, memberId] = subject.slice(SUBJECT_PREFIX.length).split(':');
  const party = parties.find((entry) => entry.id === partnerId);
  return party && party.members.some((member) => member.id === memberId) ? { party, memberId: memberId! } : null;
}
