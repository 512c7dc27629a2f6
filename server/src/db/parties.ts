import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  chatConversations,
  chatFriendships,
  chatMembers,
  chatMessages,
  chatTranslations,
  demandQuestions,
  demandResponses,
  demands,
  markHistory,
  projectDisputes,
  projectEvents,
  projectMilestones,
  projectRatings,
  projectRevisions,
  projects,
  projectSubmissions,
  responseEvaluations,
} from './schema';

/**
 * A party named through another row: `from` (a column of this row) names a row of `to`'s table,
 * whose `party` column names the party. The other row is the owning one (a response's demand) or a
 * membership row (a conversation's members, many per conversation): either way the caller takes part
 * when some such row names it.
 */
export interface PartyLink {
  from: AnyPgColumn;
  to: AnyPgColumn;
  party: AnyPgColumn;
}

/** A column of the row naming a party directly, or a link through another row. */
export type Party = AnyPgColumn | PartyLink;

/** Who takes part in a row: companies, accounts, or both (a chat member is an account). */
export interface Parties {
  companies?: Party[];
  users?: Party[];
}

export type PartyKind = keyof Parties;

export const isLink = (party: Party): party is PartyLink => 'from' in party && 'party' in party;

/** Party A of a row that carries its demand's id. */
const demandOwner = (from: AnyPgColumn): PartyLink => ({ from, to: demands.id, party: demands.companyId });
/** The supplier of a row that carries its response's id. */
const responder = (from: AnyPgColumn): PartyLink => ({ from, to: demandResponses.id, party: demandResponses.companyId });
/** Both companies of the project a row carries the id of: party A and the supplier. */
const projectParties = (from: AnyPgColumn): PartyLink[] => [
  { from, to: projects.id, party: projects.companyId },
  { from, to: projects.id, party: projects.supplierId },
];
/** Every member of the conversation a row carries the id of. */
const conversationMember = (from: AnyPgColumn): PartyLink => ({ from, to: chatMembers.conversationId, party: chatMembers.userId });

/**
 * The rows that belong to more than one company, and who takes part in each (db/participants.ts
 * reads and writes them). A new such table, or a membership table, adds its line here.
 */
export const PARTIES = new Map<PgTable, Parties>([
  /** Party A, and every supplier that responded (withdrawn or not). */
  [demands, { companies: [demands.companyId, { from: demands.id, to: demandResponses.demandId, party: demandResponses.companyId }] }],
  /** The supplier and party A. */
  [demandResponses, { companies: [demandResponses.companyId, demandOwner(demandResponses.demandId)] }],
  /** The evaluator's company (party A) and the supplier. */
  [responseEvaluations, { companies: [responseEvaluations.companyId, responder(responseEvaluations.responseId)] }],
  /** The actor's company, the supplier and party A. */
  [markHistory, { companies: [markHistory.companyId, responder(markHistory.responseId), demandOwner(markHistory.demandId)] }],
  /** The asking supplier and party A. */
  [demandQuestions, { companies: [demandQuestions.companyId, demandOwner(demandQuestions.demandId)] }],
  /** Delivery (modules/projects): party A and the supplier, on the project and on every row of it. */
  [projects, { companies: [projects.companyId, projects.supplierId] }],
  [projectMilestones, { companies: projectParties(projectMilestones.projectId) }],
  [projectSubmissions, { companies: projectParties(projectSubmissions.projectId) }],
  [projectRevisions, { companies: projectParties(projectRevisions.projectId) }],
  [projectDisputes, { companies: projectParties(projectDisputes.projectId) }],
  [projectRatings, { companies: projectParties(projectRatings.projectId) }],
  [projectEvents, { companies: projectParties(projectEvents.projectId) }],
  /** Chat (modules/chat): the two accounts of a friendship. */
  [chatFriendships, { users: [chatFriendships.userId, chatFriendships.peerId] }],
  /** Its members. */
  [chatConversations, { users: [conversationMember(chatConversations.id)] }],
  /** The member, and every member of the same conversation (who else is in it). */
  [chatMembers, { users: [chatMembers.userId, conversationMember(chatMembers.conversationId)] }],
  /** The members of its conversation. */
  [chatMessages, { users: [conversationMember(chatMessages.conversationId)] }],
  /** The members of its message's conversation, as the message. */
  [chatTranslations, { users: [conversationMember(chatTranslations.conversationId)] }],
]);
