/** The SCIM error message's schema (RFC 7644 §3.12). */
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** The `scimType`s Tessera answers with (RFC 7644 §3.12, table 9). */
export type ScimType =
  'invalidFilter' | 'invalidSyntax' | 'invalidPath' | 'invalidValue' | 'uniqueness' | 'mutability' | 'noTarget';

/** An error answered as SCIM says: `{schemas, status, scimType?, detail}`, status as a string. */
export class ScimError extends Error {
  override name = 'ScimError';
  readonly status: number;
  readonly scimType?: ScimType;

  constructor(status: number, detail: string, scimType?: ScimType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }
}

export interface ScimErrorBody {
  schemas: [typeof ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

export function scimErrorBody(status: number, detail: string, scimType?: ScimType): ScimErrorBody {
  return { schemas: [ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}
