import type { Rule } from '../lib/rule.js';
import bucketDuplicate from './bucket-duplicate.js';
import bucketEmpty from './bucket-empty.js';
import bucketHeadingStyle from './bucket-heading-style.js';
import bucketMissing from './bucket-missing.js';
import bucketOrder from './bucket-order.js';
import bucketUnknown from './bucket-unknown.js';
import deviationUnknownLocked from './deviation-unknown-locked.js';
import deviationUnlinked from './deviation-unlinked.js';
import deviationUnverified from './deviation-unverified.js';
import fieldLabelStyle from './field-label-style.js';
import itemFieldMissing from './item-field-missing.js';
import itemIdDuplicate from './item-id-duplicate.js';
import itemIdMissing from './item-id-missing.js';
import itemIdPrefix from './item-id-prefix.js';
import mechanicalWithBuckets from './mechanical-with-buckets.js';
import noneWithItems from './none-with-items.js';
import openDecisionUntaken from './open-decision-untaken.js';
import schemaVersionUnsupported from './schema-version-unsupported.js';
import sectionDuplicate from './section-duplicate.js';
import sectionEmpty from './section-empty.js';
import sectionMissing from './section-missing.js';
import sectionPlacement from './section-placement.js';
import takenDuplicate from './taken-duplicate.js';
import takenIdStyle from './taken-id-style.js';
import takenUnknownOpen from './taken-unknown-open.js';
import takenUnlinked from './taken-unlinked.js';

/** The plan/summary rules and the plan ↔ summary rules (docs/decision-rules.md), sorted by id. */
export const decisionRules: ReadonlyArray<Rule> = [
  bucketDuplicate,
  bucketEmpty,
  bucketHeadingStyle,
  bucketMissing,
  bucketOrder,
  bucketUnknown,
  deviationUnknownLocked,
  deviationUnlinked,
  deviationUnverified,
  fieldLabelStyle,
  itemFieldMissing,
  itemIdDuplicate,
  itemIdMissing,
  itemIdPrefix,
  mechanicalWithBuckets,
  noneWithItems,
  openDecisionUntaken,
  schemaVersionUnsupported,
  sectionDuplicate,
  sectionEmpty,
  sectionMissing,
  sectionPlacement,
  takenDuplicate,
  takenIdStyle,
  takenUnknownOpen,
  takenUnlinked,
];
