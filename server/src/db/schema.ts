import type { AuthTables } from '../auth/tables.ts';
import type { ApiTokenTables } from '../auth/tokens/tables.ts';
import type { InvitationTables } from '../users/invitations/tables.ts';
import type { JobsTables } from '../jobs/tables.ts';
import type { UsersTables } from '../users/tables.ts';
import type { TmTables } from '../tm/tables.ts';
import type { DocumentsTables } from '../documents/tables.ts';
import type { HistoryTables } from '../documents/history/tables.ts';
import type { GlossaryTables } from '../glossary/tables.ts';
import type { MatchingTables } from '../tm/matching/tables.ts';
import type { LiveTables } from '../documents/live/tables.ts';
import type { ProjectsTables } from '../projects/tables.ts';
import type { TermTables } from '../glossary/terms/tables.ts';
import type { MtTables } from '../mt/tables.ts';
import type { AssignmentsTables } from '../assignments/tables.ts';
import type { ReviewTables } from '../review/tables.ts';
import type { RepositoryTables } from '../git/tables.ts';
import type { WebhooksTables } from '../webhooks/tables.ts';
import type { ScimTables } from '../scim/tables.ts';
import type { SpellingTables } from '../spelling/tables.ts';
import type { HandoffsTables } from '../handoffs/tables.ts';
import type { ScreenshotsTables } from '../screenshots/tables.ts';

/**
 * Every table of the database, for Kysely's type checking. Each domain defines its tables in its own
 * tables.ts and adds one `extends` entry here.
 */
export interface Database
  extends
    UsersTables,
    AuthTables,
    ApiTokenTables,
    InvitationTables,
    JobsTables,
    TmTables,
    DocumentsTables,
    GlossaryTables,
    MatchingTables,
    ProjectsTables,
    TermTables,
    MtTables,
    LiveTables,
    HistoryTables,
    AssignmentsTables,
    RepositoryTables,
    ReviewTables,
    WebhooksTables,
    ScimTables,
    SpellingTables,
    HandoffsTables,
    ScreenshotsTables {}
