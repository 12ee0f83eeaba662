import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { migrations } from '../migrations.ts';

/**
 * A database that answers every statement with no rows and keeps the SQL it was sent: enough to see what a
 * migration writes (one that reads rows first sees none, so only its statements before the read are seen).
 */
function recordingDatabase() {
  const statements: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      statements.push(query);
      return { rows: [] };
    },
    streamQuery() {
      throw new Error('migrations do not stream');
    },
  };
  const driver: Driver = {
    async init() {},
    async acquireConnection() {
      return connection;
    },
    async beginTransaction() {},
    async commitTransaction() {},
    async rollbackTransaction() {},
    async releaseConnection() {},
    async destroy() {},
  };
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, statements };
}

/** A short digest of what a migration sends, white space folded (it changes no schema). */
async function digestOf(name: string): Promise<string> {
  const { db, statements } = recordingDatabase();
  await migrations[name]!.up(db);
  const text = statements
    .map((statement) => `${statement.sql.replace(/\s+/g, ' ').trim()} ${JSON.stringify(statement.parameters)}`)
    .join(';\n');
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * Databases out there have run these migrations and will never run them again, so a new database must get
 * exactly what they got: a migration, once applied anywhere, never changes (fix a schema with a new one). The
 * code may be rearranged (shared fragments, helpers) as long as the SQL each migration sends stays the same.
 * A new migration adds its line here.
 */
const APPLIED_MIGRATIONS: Record<string, string> = {
  '0000_extensions': 'acfa6ec0573a',
  '0001_users': '955c2ef76af5',
  '0002_auth': '0f5d302074dc',
  '0003_jobs': '230e0cac781c',
  '0004_login_throttle': 'f9c5bf1334f1',
  '0005_sessions_ended_notify': '1098db8bce2b',
  '0010_api_tokens': 'a89ef40a85a6',
  '0011_invitations': 'af7ba1d7a857',
  '0012_api_tokens_revoked_notify': 'a7830aa550a4',
  '0013_api_tokens_expire': '555a7e09e7e8',
  '0014_api_token_settings': 'ff7c1f33e25d',
  '0100_glossary': 'e684f0eadbe9',
  '0101_glossary_record_editor': '2e4965eee4ea',
  '0102_glossary_import_report': '28b1d7d434a2',
  '0103_glossary_import_updates': '2c63e811af21',
  '0104_glossary_term_fields': '92ac0c9a20d5',
  '0105_glossary_record_sort': '310c2cc5d3bc',
  '0106_glossary_record_sort_without_indexes': 'dddab89b1a95',
  '0200_tm': '392b4e564e48',
  '0201_tm_unit_versions': '10697bbfdd90',
  '0202_tm_unit_tmx_details': '46f1f4e51740',
  '0203_tm_search_indexes_per_tm': 'ac299bc913a8',
  '0204_tm_failed_imports_keep_a_partition': 'b939c42346ea',
  '0205_tm_canonical_languages': 'd9a0383974e8',
  '0206_tm_id_ranges': 'a469c7e8031f',
  '0207_tm_units_tied_by_partition': '6a57ef37f1e1',
  '0208_tm_no_id_ranges_index': 'a469c7e8031f',
  '0300_documents': '29b8b4afc2c2',
  '0301_tm_write_backs': '6baff80029e6',
  '0350_tm_matching_index': 'd183d8f3fe49',
  '0351_document_links': '9b33d4bad055',
  '0352_tm_match_short_unit_trigrams': 'b8de1c8a8711',
  '0353_tm_match_trigrams_by_word_count': 'b8de1c8a8711',
  '0354_tm_match_short_unit_marks': 'b8de1c8a8711',
  '0355_tm_match_short_vocabulary': '04b0a4d1c6e3',
  '0360_segment_origin': '1ea9a7ed3ea1',
  '0361_segment_history': '7da3f7a39da4',
  '0362_segment_comments': '0ca763f593fa',
  '0363_segment_repetitions': 'b9c098266e96',
  '0364_repetition_propagation': 'db9618d9dcbe',
  '0370_document_qa': 'f5126e846923',
  '0380_glossary_term_keys': 'a383aca18cc2',
  '0381_glossary_term_keys_by_key': '9e031e57745d',
  '0382_glossary_record_match_rule': '23b7f9b5202e',
  '0383_glossary_term_target_words': '73d8cc991bfe',
  '0400_projects': '053076ac66a1',
  '0401_jobs_cancel': 'b8653920d2bc',
  '0402_project_client_due_date': '6e050cf447db',
  '0403_project_target_languages': '405b72d737de',
  '0420_mt_settings': 'e34cbc41499c',
  '0421_mt_private_network': '73667aa40cc5',
  '0422_mt_instructions': '6b21c46b3aa1',
  '0423_mt_token_usage': '988f998a7e03',
  '0450_document_live': '5292c512d2d5',
  '0451_live_record_author': '7490e884ca0d',
  '0460_segment_rejected_and_term': '4604f2fceaf3',
  '0480_document_formats': 'a1a952c08993',
  '0500_assignments': '0cb2af86a326',
  '0501_notifications': '72de048c15df',
  '0502_notification_deadlines': '6f8c9c93f371',
  '0520_review': '5a88371c4466',
  '0540_document_counters': '2e55a5510794',
  '0541_segment_work': '301c8fda5a40',
  '0620_webhooks': 'd7adf7dd288b',
  '0650_disabled_account_sessions': 'ce8af1062175',
  '0700_repository_connections': '9e68f7fda852',
  '0710_record_blocks': '19e5b899315b',
  '0730_repetitions_ignore_code_ids': '9a517f2ba089',
  '0740_user_display_name': '6eaec5de8f78',
  '0741_notification_mentions': '335deaabc6a2',
  '0742_project_segmentation': '4f8310c9047b',
  '0743_locked_segments_out_of_progress': '51560932d42d',
  '0760_single_sign_on': '9289d8d14f35',
  '0761_ldap_sign_in': '1a9a1c5aa79c',
  '0762_saml_sign_in': 'f4ba86d67437',
  '0770_document_join_cues': '0bdda4ff74f4',
  '0780_project_dictionary': '599045eca6a7',
  '0790_scim_provisioning': '756c355c9715',
  '0795_saml_private_network_and_email_trust': 'ef8ce37b9f8b',
  '0800_mt_quality': '7b5a6212c168',
  '0810_saml_service_provider_key': '7702e54c8c71',
  '0820_sso_sign_out': '695bd7774d45',
  '0825_repository_ssh_host_keys': '813b9ba49f14',
  '0830_document_reader_version': 'ced702c336f5',
  '0840_user_interface_locale': '8fcda1bb9c26',
  '0845_user_time_zone': '5ca18f403ba7',
  '0850_record_kept_text': 'c53ef5f82e32',
  '0855_document_source_statistics': 'ddd75f6cab94',
  '0860_repository_push_untranslated': 'ca84ef8c97c4',
  '0875_repository_pull_requests': 'cd2c057a1d26',
  '0880_repository_pull_requests_gitea': '7b850605da96',
  '0885_repository_pull_requests_gitlab': '6a3527244d66',
  '0886_document_review_marks': '102a47c4fdd6',
  '0890_document_value_cells': '72e2b5bd89ea',
  '0892_record_places': '0924fad896bc',
  '0893_users_list_order': '1742359217c3',
  '0897_project_document_sorts': '3a4c31e1131c',
  '0898_document_originals': '5a1c1a8cac15',
  '0899_translated_counters': '1dcde959cde7',
  '0900_document_pages': 'e85495394399',
  '0901_handoffs': 'f8f39b9e36ac',
  '0902_history_return_change': '8004110a8c65',
  '0903_screenshots': '0cf7ed59ca59',
  '0904_handoff_xliff_kits': 'd54fccf76bf4',
  '0905_handoff_live': '2de8d63a5c76',
  '0906_screenshot_box_font': 'bccee8f7f06a',
  '0907_project_analyses': 'c9c33bf37d09',
  '0908_one_project_analysis': '70ecd02aed90',
  '0909_work_and_notifications_by_segment': '426e5f5f4718',
  '0910_handoff_conflicts_by_segment': '6aa07945a87c',
  '0911_segment_comments_by_document': 'c41b021abe93',
};

it('sends, for every migration, the SQL it sent when it was first applied', async () => {
  const digests: Record<string, string> = {};
  for (const name of Object.keys(migrations).sort()) digests[name] = await digestOf(name);
  expect(digests).toEqual(APPLIED_MIGRATIONS);
});
