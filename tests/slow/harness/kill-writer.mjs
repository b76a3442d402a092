// Kill-harness child: runs one store writer in a loop forever, alternating two versions,
// through the built packages (packages/*/dist). Sends {ready, ms} after one timed round, so
// the test can aim its SIGKILL anywhere inside a round.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { handoffText, packet, packetAck, record, SUMMARIES } from './data.mjs';

const [, , writer, root, dist, sizeArg] = process.argv;
const size = Number(sizeArg);
const load = (name) => import(pathToFileURL(join(dist, `${name}.js`)).href);
const store = join(root, '.handoff');

async function makeOp() {
  switch (writer) {
    case 'resume-write': {
      const { writeHandoff } = await load('session');
      const records = [record('A', size), record('B', size)];
      return async (i) => {
        const result = await writeHandoff(store, records[i & 1]);
        if (!result.ok) throw new Error(result.defects.map((d) => d.code).join());
      };
    }
    case 'resume-ack': {
      const { ackHandoff } = await load('session');
      return async (i) => {
        const result = await ackHandoff(store, SUMMARIES[i & 1]);
        if (!result.ok) throw new Error(result.defects.map((d) => d.code).join());
      };
    }
    case 'reject': {
      const { recordRejection, clearRecordedRejections } = await load('rejections');
      const evidence = 'e'.repeat(Math.min(size, 2000));
      return async (i) => {
        const result = await recordRejection(store, { approach: `approach ${process.pid}-${i}`, evidence });
        if (!result.ok) await clearRecordedRejections(store);
      };
    }
    case 'forget': {
      const { recordRejection, forgetRecordedRejection } = await load('rejections');
      return async (i) => {
        const result = await forgetRecordedRejection(store, 1);
        if (!result.ok)
          for (let k = 0; k < 3; k++)
            await recordRejection(store, { approach: `refill ${process.pid}-${i}-${k}`, evidence: 'e'.repeat(1000) });
      };
    }
    case 'clear': {
      const { recordRejection, clearRecordedRejections } = await load('rejections');
      return async (i) => {
        if (i & 1) await clearRecordedRejections(store);
        else await recordRejection(store, { approach: `approach ${process.pid}-${i}`, evidence: 'e'.repeat(1000) });
      };
    }
    case 'checkpoint': {
      const { checkpointForSession } = await load('rejections');
      return async (i) => {
        const result = await checkpointForSession(store, { failedTurn: `s${i & 1}`, session: `s${i & 1}` });
        if (!result.ok) throw new Error(result.code);
      };
    }
    case 'packet-write': {
      const { writePacket } = await load('packet');
      const packets = [packet('A', size), packet('B', size)];
      return async (i) => void (await writePacket(store, packets[i & 1]));
    }
    case 'packet-ack': {
      const { acceptAck, verifyPacket } = await load('packet');
      const ack = packetAck((await verifyPacket(store)).digest);
      return async () => void (await acceptAck(store, ack));
    }
    case 'init': {
      const { writeBranchHandoff } = await load('branch');
      const texts = [handoffText('A', size), handoffText('B', size)];
      return async (i) => void (await writeBranchHandoff(join(root, 'HANDOFF.md'), texts[i & 1], true));
    }
    case 'naive-resume': {
      // The control: the record and RESUME.md rewritten in place, as a naive writer would.
      const { writeFile, mkdir } = await import('node:fs/promises');
      const { renderResume, validateHandoffRecord } = await load('session');
      const versions = [record('A', size), record('B', size)].map((input) => {
        const checked = validateHandoffRecord(input);
        return { state: `${JSON.stringify(checked.record, null, 2)}\n`, resume: renderResume(checked.record) };
      });
      await mkdir(join(store, 'state'), { recursive: true });
      return async (i) => {
        await writeFile(join(store, 'state', 'session-handoff.json'), versions[i & 1].state);
        await writeFile(join(store, 'RESUME.md'), versions[i & 1].resume);
      };
    }
    default:
      throw new Error(`unknown writer ${writer}`);
  }
}

const op = await makeOp();
const started = performance.now();
await op(0);
process.send({ ready: true, ms: performance.now() - started });
for (let i = 1; ; i++) await op(i);
