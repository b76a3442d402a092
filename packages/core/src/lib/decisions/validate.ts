import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import {
  ImplementationDecisionsSchema,
  PlanDecisionsSchema,
  type ImplementationDecisions,
  type PlanDecisions,
} from './typed-model.js';

/** One problem with a model: the field path (`locked[2].why`) and what is wrong there. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** The outcome of validating a model against its schema. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

const ajv = new Ajv({ allErrors: true, strict: false });
let planValidator: ValidateFunction | undefined;
let summaryValidator: ValidateFunction | undefined;

/** Validate a plan's decisions; every error is reported with its path. */
export function validatePlanDecisions(value: unknown): ValidationResult<PlanDecisions> {
  planValidator ??= ajv.compile(PlanDecisionsSchema);
  return check(planValidator, value, ['locked', 'open', 'rejected']);
}

/** Validate a summary's decisions; every error is reported with its path. */
export function validateImplementationDecisions(value: unknown): ValidationResult<ImplementationDecisions> {
  summaryValidator ??= ajv.compile(ImplementationDecisionsSchema);
  return check(summaryValidator, value, ['taken', 'deviations', 'questions']);
}

function check<T>(validate: ValidateFunction, value: unknown, buckets: string[]): ValidationResult<T> {
  const issues: ValidationIssue[] = [];
  if (!validate(value)) for (const issue of dedupe((validate.errors ?? []).map(toIssue))) issues.push(issue);
  // The "no decisions" line and items together is what `mechanical-with-buckets` reports.
  if (issues.length === 0 && value && typeof value === 'object' && 'mechanical' in value) {
    const record = value as Record<string, unknown[]>;
    for (const bucket of buckets) {
      if (record[bucket]!.length > 0) issues.push({ path: bucket, message: 'must be empty when `mechanical` is set' });
    }
  }
  return issues.length === 0 ? { ok: true, value: value as T } : { ok: false, issues };
}

function toIssue(error: ErrorObject): ValidationIssue {
  let path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
  let message = error.message ?? 'is invalid';
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    path = path ? `${path}.${missing}` : missing;
    message = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    path = path ? `${path}.${extra}` : extra;
    message = 'is not a known field';
  } else if (error.keyword === 'pattern' && /\[\^\\u0000\]/.test((error.params as { pattern: string }).pattern)) {
    message = 'must hold a letter or digit and no NUL character';
  }
  return { path: path || '(root)', message };
}

function dedupe(issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
