import { expect, test } from 'vitest';
import * as rejections from '@handoff/core/rejections';

test('the public surface of @handoff/core/rejections', () => {
  expect(Object.keys(rejections).sort()).toEqual([
    'CHECKPOINT_BUDGET_BYTES',
    'CHECKPOINT_HEADER',
    'HANDOFF_COMMAND_USAGE',
    'HANDOFF_FORGET_USAGE',
    'INTERRUPTED_TURN_MARKER',
    'MAX_DELIVERIES',
    'RejectionsStateError',
    'addRejection',
    'checkpointForSession',
    'checkpointOf',
    'checkpointVersion',
    'clearRecordedRejections',
    'clearRejections',
    'deliverCheckpoint',
    'forgetRecordedRejection',
    'forgetRejection',
    'goQuote',
    'invalidateDelivery',
    'listRejections',
    'parseGoInt',
    'parseHandoffCommand',
    'parseTranscriptJsonl',
    'readCheckpoint',
    'readRejectionsState',
    'recordRejection',
    'recordedToolFailed',
    'redactRejectionText',
    'rejectionsStatePath',
    'renderCheckpointText',
    'renderEntries',
    'splitRejectionNote',
    'switchReminder',
  ]);
});
