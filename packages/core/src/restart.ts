export { runRestartGate, restartGate, GATE_MAX_INPUT_BYTES, type GateAnswer, type RestartAction } from './lib/restart/gate.js';
export { runSessionTitle, formatSessionTitle, TITLE_MAX_INPUT_BYTES, type SessionTitle, type TitleAnswer, type TitleInput } from './lib/title/title.js';
export { PYTHON_JSON_MAX_DEPTH } from './lib/restart/python-json-read.js';
