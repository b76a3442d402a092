export {
  runRestartGate,
  restartGate,
  GATE_MAX_INPUT_BYTES,
  type GateAnswer,
  type RestartAction,
} from './lib/restart/gate.js';
export {
  runSessionTitle,
  formatSessionTitle,
  TITLE_MAX_INPUT_BYTES,
  type SessionTitle,
  type TitleAnswer,
  type TitleInput,
} from './lib/title/title.js';
