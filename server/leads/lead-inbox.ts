import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { type AnyPgColumn, unionAll } from "drizzle-orm/pg-core";
import type { ServiceId } from "../../content/services";
import { serviceById, storedServiceNames } from "../../content/services";
import {
  type LeadChangeRequest,
  type LeadDetail,
  type LeadEvent,
  type LeadEventKind,
  type LeadListQuery,
  type LeadListResponse,
  type LeadSource,
  type LeadStatus,
  type LeadSummaryRow,
  leadPageSize,
  leadStatuses,
} from "../../contract/admin-leads";
import type { Database } from "../db/client";
import { adminUsers, chatInteractions, contactInquiries, leadEvents } from "../db/schema";
import { AppError } from "../errors";
import { isOpenAt } from "./business-hours";
import { type CsvCell, toCsv } from "./csv";
import { containsPattern, phoneSearchDigits } from "./search";

/** Who changes a lead: the signed-in staff account. */
export interface LeadActor {
  id: number;
  username: string;
}

const nullText = sql<string | null>`null::text`;

/** A chat counts as a lead once it holds a way to reach the visitor or was handed over. */
export const chatIsLead = or(
  isNotNull(chatInteractions.phone),
  isNotNull(chatInteractions.email),
  isNotNull(chatInteractions.referenceCode),
);

type LeadTable = typeof chatInteractions | typeof contactInquiries;

/** The columns a chat and an inquiry each fill their own way. */
type OwnColumns = Record<
  "source" | "services" | "referenceCode" | "message",
  SQL.Aliased | AnyPgColumn
>;

/**
 * A chat or an inquiry as a row of the union: the columns both tables name alike, with the
 * kind's own ones between, in the one order UNION ALL pairs them by.
 */
function leadColumns<Table extends LeadTable, Own extends OwnColumns>(
  table: Table,
  own: Own,
): Pick<Own, keyof OwnColumns> & {
  id: Table["id"];
  firstName: Table["firstName"];
  lastName: Table["lastName"];
  email: Table["email"];
  phone: Table["phone"];
  createdAt: Table["createdAt"];
  status: Table["leadStatus"];
  lostReason: Table["lostReason"];
  assigneeId: Table["assigneeId"];
} {
  return {
    source: own.source,
    id: table.id,
    firstName: table.firstName,
    lastName: table.lastName,
    email: table.email,
    phone: table.phone,
    services: own.services,
    referenceCode: own.referenceCode,
    message: own.message,
    createdAt: table.createdAt,
    status: table.leadStatus,
    lostReason: table.lostReason,
    assigneeId: table.assigneeId,
  };
}

function allLeads(db: Database) {
  const chats = db
    .select(
      leadColumns(chatInteractions, {
        source: sql<LeadSource>`'chat'::text`.as("source"),
        services: chatInteractions.serviceInterest,
        referenceCode: sql<string | null>`${chatInteractions.referenceCode}::text`.as(
          "reference_code",
        ),
        message: nullText.as("message"),
      }),
    )
    .from(chatInteractions)
    .where(chatIsLead);
  const inquiries = db
    .select(
      leadColumns(contactInquiries, {
        source: sql<LeadSource>`'inquiry'::text`.as("source"),
        services: contactInquiries.service,
        referenceCode: nullText.as("reference_code"),
        message: contactInquiries.message,
      }),
    )
    .from(contactInquiries);
  return unionAll(chats, inquiries).as("leads");
}

type Leads = ReturnType<typeof allLeads>;

function matching(leads: Leads, query: Omit<LeadListQuery, "page">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.source) conditions.push(eq(leads.source, query.source));
  if (query.assignee === "none") conditions.push(isNull(leads.assigneeId));
  else if (query.assignee !== undefined) conditions.push(eq(leads.assigneeId, query.assignee));
  if (query.service) {
    // Chats store service names; inquiries a contact option, which is the catalogue id.
    const service = serviceById(query.service as ServiceId);
    conditions.push(
      or(eq(leads.services, service.id), ilike(leads.services, containsPattern(service.name))),
    );
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const fullName = sql`coalesce(${leads.firstName}, '') || ' ' || coalesce(${leads.lastName}, '')`;
    conditions.push(
      or(
        ilike(fullName, pattern),
        ilike(leads.email, pattern),
        ilike(leads.phone, pattern),
        ilike(leads.referenceCode, pattern),
        ilike(leads.phone, containsPattern(phoneSearchDigits(query.q) ?? query.q)),
      ),
    );
  }
  return and(...conditions);
}

const statusOf = (value: string): LeadStatus => leadStatuses.find((s) => s === value) ?? "new";

const eventKindOf = (value: string): LeadEventKind =>
  value === "status" || value === "assignee" ? value : "note";

/** The lead's own table, for the change and the events' foreign key. */
function tableOf(source: LeadSource) {
  return source === "chat"
    ? { table: chatInteractions, eventColumn: leadEvents.conversationId }
    : { table: contactInquiries, eventColumn: leadEvents.inquiryId };
}

const csvColumns = [
  ["Received", (r) => r.createdAt],
  ["Source", (r) => r.source],
  ["Name", (r) => r.name],
  ["Email", (r) => r.email],
  ["Phone", (r) => r.phone],
  ["Services", (r) => r.services.join(", ")],
  ["Reference", (r) => r.referenceCode],
  ["Status", (r) => r.status],
  ["Lost reason", (r) => r.lostReason],
  ["Assignee", (r) => r.assignee?.username],
  ["Out of hours", (r) => (r.arrivedOutOfHours ? "yes" : "no")],
] as const satisfies ReadonlyArray<readonly [string, (row: LeadSummaryRow) => CsvCell]>;

/**
 * The one lead inbox: chat leads and contact inquiries together, each with a status, an
 * assignee and dated notes, and a history of who changed what when.
 */
export function createLeadInbox(db: Database) {
  /** The filtered leads, or the one lead `only` names. */
  function select(query: Omit<LeadListQuery, "page">, only?: { source: LeadSource; id: number }) {
    const leads = allLeads(db);
    const which = only ? and(eq(leads.source, only.source), eq(leads.id, only.id)) : undefined;
    return db
      .select({
        source: leads.source,
        id: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        phone: leads.phone,
        services: leads.services,
        referenceCode: leads.referenceCode,
        message: leads.message,
        createdAt: leads.createdAt,
        status: leads.status,
        lostReason: leads.lostReason,
        assigneeId: leads.assigneeId,
        assigneeName: adminUsers.username,
      })
      .from(leads)
      .leftJoin(adminUsers, eq(adminUsers.id, leads.assigneeId))
      .where(and(matching(leads, query), which))
      .orderBy(desc(leads.createdAt), desc(leads.id));
  }
  type Row = Awaited<ReturnType<typeof select>>[number];

  const toSummary = (row: Row): LeadSummaryRow => ({
    source: row.source === "chat" ? "chat" : "inquiry",
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
    email: row.email,
    phone: row.phone,
    services: storedServiceNames(row.services),
    referenceCode: row.referenceCode,
    createdAt: new Date(row.createdAt).toISOString(),
    arrivedOutOfHours: !isOpenAt(new Date(row.createdAt)),
    status: statusOf(row.status),
    lostReason: row.lostReason,
    assignee:
      row.assigneeId !== null && row.assigneeName !== null
        ? { id: row.assigneeId, username: row.assigneeName }
        : null,
  });

  async function one(source: LeadSource, id: number): Promise<LeadDetail> {
    const [row] = await select({}, { source, id });
    if (!row) throw new AppError("not_found", `No ${source} lead with id ${id}.`);
    const events = await db
      .select({
        id: leadEvents.id,
        at: leadEvents.at,
        by: leadEvents.actorName,
        kind: leadEvents.kind,
        detail: leadEvents.detail,
      })
      .from(leadEvents)
      .where(eq(tableOf(source).eventColumn, id))
      .orderBy(asc(leadEvents.at), asc(leadEvents.id));
    const history: LeadEvent[] = events.map((e) => ({
      ...e,
      at: e.at.toISOString(),
      kind: eventKindOf(e.kind),
    }));
    return {
      ...toSummary(row),
      message: row.message,
      notes: history.filter((e) => e.kind === "note"),
      history,
    };
  }

  async function record(
    within: Database,
    actor: LeadActor,
    source: LeadSource,
    id: number,
    kind: LeadEventKind,
    detail: string,
  ) {
    await within.insert(leadEvents).values({
      [source === "chat" ? "conversationId" : "inquiryId"]: id,
      actorId: actor.id,
      actorName: actor.username,
      kind,
      detail,
    });
  }

  /**
   * The Inquiries tab's handled mark and the lead status are one truth: an inquiry is handled
   * exactly while its lead is past new, since the time it first left new.
   */
  async function keepHandledInStep(within: Database, id: number, status: LeadStatus, now: Date) {
    await (status === "new"
      ? within.update(contactInquiries).set({ handledAt: null }).where(eq(contactInquiries.id, id))
      : within
          .update(contactInquiries)
          .set({ handledAt: now })
          .where(and(eq(contactInquiries.id, id), isNull(contactInquiries.handledAt))));
  }

  /** Active staff accounts, by name: who a lead can be given to. */
  async function assignees() {
    return db
      .select({ id: adminUsers.id, username: adminUsers.username })
      .from(adminUsers)
      .where(isNull(adminUsers.disabledAt))
      .orderBy(asc(adminUsers.username));
  }

  return {
    async list(query: LeadListQuery): Promise<LeadListResponse> {
      const leads = allLeads(db);
      const [rows, [totals]] = await Promise.all([
        select(query)
          .limit(leadPageSize)
          .offset((query.page - 1) * leadPageSize),
        db.select({ total: count() }).from(leads).where(matching(leads, query)),
      ]);
      return { leads: rows.map(toSummary), total: totals?.total ?? 0, page: query.page };
    },

    get: one,

    assignees,

    /** Sets the status and/or the assignee; records each real change. */
    async change(
      actor: LeadActor,
      source: LeadSource,
      id: number,
      change: LeadChangeRequest,
      now = new Date(),
    ): Promise<LeadDetail> {
      const before = await one(source, id);
      let assigneeName = "";
      if (change.assigneeId !== undefined && change.assigneeId !== null) {
        const wanted = change.assigneeId;
        const found = (await assignees()).find((a) => a.id === wanted);
        if (!found) {
          throw new AppError("invalid_input", "No active staff account with this id.", {
            assigneeId: "Choose an active staff account",
          });
        }
        assigneeName = found.username;
      }
      const { table } = tableOf(source);
      await db.transaction(async (tx) => {
        if (change.status !== undefined) {
          const lostReason = change.status === "lost" ? (change.lostReason ?? null) : null;
          if (change.status !== before.status || lostReason !== before.lostReason) {
            await tx
              .update(table)
              .set({ leadStatus: change.status, lostReason })
              .where(eq(table.id, id));
            const detail = lostReason ? `${change.status}: ${lostReason}` : change.status;
            await record(tx, actor, source, id, "status", detail);
            if (source === "inquiry") await keepHandledInStep(tx, id, change.status, now);
          }
        }
        if (
          change.assigneeId !== undefined &&
          change.assigneeId !== (before.assignee?.id ?? null)
        ) {
          await tx.update(table).set({ assigneeId: change.assigneeId }).where(eq(table.id, id));
          await record(tx, actor, source, id, "assignee", assigneeName);
        }
      });
      return one(source, id);
    },

    async addNote(actor: LeadActor, source: LeadSource, id: number, text: string) {
      await one(source, id);
      await record(db, actor, source, id, "note", text);
      return one(source, id);
    },

    /** Every match of the filters (all pages), same order as the list. */
    async csv(query: LeadListQuery): Promise<string> {
      return toCsv(csvColumns, (await select(query)).map(toSummary));
    },
  };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
