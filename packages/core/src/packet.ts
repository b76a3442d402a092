export { PACKET_FIELDS, PacketError, type PacketField, type PacketFields } from './lib/packet/fields.js';
export {
  packetDigest,
  parsePacket,
  renderPacket,
  validatePacket,
  verifyPacket,
  writePacket,
  type PacketState,
  type VerifiedPacket,
  type WrittenPacket,
} from './lib/packet/packet.js';
export { ACK_FIELDS, acceptAck, parseAck, type Ack, type AckField, type AcceptedAck } from './lib/packet/ack.js';
