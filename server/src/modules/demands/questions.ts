import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Question } from '@b2b/shared/contract';
import type { Caller, QuestionRow } from '../../db/rows';
import { demandQuestions } from '../../db/schema';
import { participantScope } from '../../db/participants';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { takeWrite } from '../../lib/write-limits';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { notifyCompany, settleTopic } from '../notices/service';
import { stripControl } from './clean';
import { recordEvent } from './events';
import { questionAnswered, questionAsked, questionTopic } from './messages';
import { readableDemand } from './readable';
import { lockDemand, takesResponses } from './state';
import { lockManaged, responders } from './write';

const present = (row: QuestionRow, caller: Caller): Question => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  askedAt: row.createdAt.getTime(),
  answeredAt: row.answeredAt?.getTime() ?? null,
  mine: row.companyId === caller.company.id,
});

const cleanQuestion = (value: string, field: string, min: number) => {
  const text = stripControl(value).trim();
  if (text.length < min) throw new AppError('VALIDATION', { fields: [field] });
  return text;
};

/** Every clarification of a demand the caller may read, oldest first; the asker is never named. */
export async function listQuestions(ctx: AppContext, caller: Caller, demandId: string): Promise<Question[]> {
  const demand = await readableDemand(ctx.db, caller, demandId);
  const rows = await acrossCompanies(ctx.db, "a demand's clarifications, every supplier's, for all its readers; askers unnamed")
    .select()
    .from(demandQuestions)
    .where(eq(demandQuestions.demandId, demand.id))
    .orderBy(asc(demandQuestions.createdAt), asc(demandQuestions.id));
  return rows.map((row) => present(row, caller));
}

/** A supplier that may respond asks on a demand still open; party A gets a TODO. */
export async function askQuestion(ctx: AppContext, caller: Caller, demandId: string, text: string): Promise<Question> {
  return ctx.db.transaction(async (tx) => {
    const demand = await lockDemand(tx, demandId);
    authorize(caller, 'engage', { demand });
    if (caller.company.approvalStatus !== 'APPROVED') throw new AppError('COMPANY_NOT_APPROVED');
    const now = ctx.clock.now();
    if (!takesResponses(demand, now)) throw new AppError('STATE_CONFLICT');
    const question = cleanQuestion(text, '/question', 5);
    await takeWrite(tx, ctx.config, caller.user.id, 'question', now);
    const [row] = await companyScope(tx, caller.company.id)
      .insert(demandQuestions)
      .values({ demandId: demand.id, askedBy: caller.user.id, question, createdAt: now })
      .returning();
    await notifyCompany(ctx, tx, demand.companyId, 'TODO', questionAsked(demand.id, row.id), { title: demand.title });
    await recordEvent(ctx, tx, demand.id, caller, { action: 'QUESTION_ASKED' });
    return present(row, caller);
  });
}

/**
 * Party A answers once, before the deadline: the TODO is settled, the asker and every responder
 * get a SYSTEM notice. Another company's question is 404.
 */
export async function answerQuestion(ctx: AppContext, caller: Caller, questionId: string, text: string): Promise<Question> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await participantScope(tx, { companyId: caller.company.id })
      .select(demandQuestions)
      .where(eq(demandQuestions.id, questionId));
    if (!found) throw new AppError('NOT_FOUND');
    const demand = await lockManaged(tx, caller, found.demandId);
    const now = ctx.clock.now();
    if (!takesResponses(demand, now)) throw new AppError('STATE_CONFLICT');
    const answer = cleanQuestion(text, '/answer', 2);
    // Under the demand's lock: a concurrent answer is seen here.
    const [row] = await participantScope(tx, { companyId: caller.company.id })
      .update(demandQuestions)
      .set({ answer, answeredBy: caller.user.id, answeredAt: now })
      .where(and(eq(demandQuestions.id, found.id), isNull(demandQuestions.answer)))
      .returning();
    if (!row) throw new AppError('STATE_CONFLICT');
    await settleTopic(tx, demand.companyId, questionTopic(found.id));
    const told = new Set([found.companyId, ...(await responders(tx, demand))]);
    for (const companyId of told) {
      await notifyCompany(ctx, tx, companyId, 'SYSTEM', questionAnswered(demand.id), { title: demand.title });
    }
    await recordEvent(ctx, tx, demand.id, caller, { action: 'QUESTION_ANSWERED' });
    return present(row, caller);
  });
}
