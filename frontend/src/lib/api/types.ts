import type { components, paths } from './schema';
import { SEVERITIES } from './vocabulary';

/**
 * Types read off the generated schema by path and method rather than by component name:
 * drf-spectacular names components after serializers ("CredentialsRequest"), which
 * change more often than the API paths in docs/contract.md.
 */
export type Schemas = components['schemas'];

type JsonBody<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a path + method accepts. */
export type RequestBodyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: infer Body;
}
  ? JsonBody<NonNullable<Body>>
  : never;

/** The JSON body a path + method answers with for the given status. */
export type ResponseOf<P extends keyof paths, M extends keyof paths[P], Status extends number = 200> = paths[P][M] extends {
  responses: infer Responses;
}
  ? Status extends keyof Responses
    ? JsonBody<Responses[Status]>
    : never
  : never;

/** DRF's page envelope (PageNumberPagination), shared by every list endpoint. */
export type Paginated<T> = {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
};

export type Role = Schemas['RoleEnum'];
export type Job = Schemas['Job'];
/** Read off Job rather than by enum name: drf-spectacular renames enums when choice sets collide. */
export type JobState = Job['state'];

/** A finding's severity; SEVERITIES (generated from apps/rules/engine.py) lists them worst first. */
export type Severity = Schemas['SeverityEnum'];
export { SEVERITIES };

/** 0 for the worst severity; sorts findings worst first. */
export function severityRank(severity: Severity): number {
  return SEVERITIES.indexOf(severity);
}

/** A rule's category (apps/rules/engine.py CATEGORIES). */
export type RuleCategory = Schemas['RuleCategoryEnum'];
