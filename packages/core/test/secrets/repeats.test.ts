import { describeRows, type Row } from './table.js';

/**
 * A value found once is the same secret wherever it stands again as a token of its own (docs/secrets.md, "Every place
 * a secret stands"): the nineteenth whole-repository sample's hand-over named a sandbox's token once and used it again,
 * unnamed, as the user of an `ssh` command. The values are made up and split so that no file holds one whole.
 */
const TOKEN = 'i73Yq' + 'Zp4Lk9Wm2Xr8Tb6Nc1Vd5Hs0Jf3Ga';

const rows: Row[] = [
  {
    text: `**Latest token**: \`«${TOKEN}»\`\n\nssh -p 2222 «${TOKEN}»@203.0.113.7\n`,
    found: ['assigned-secret', 'assigned-secret'],
  },
  // Inside a longer token it is another value; a short value found once is not followed (it recurs by chance).
  { text: `API_TOKEN=«${TOKEN}»\n\nsee x${TOKEN} and ${TOKEN}x\n`, found: ['assigned-secret'] },
  { text: 'PASSWORD=«Zq8!rT2#»\n\nthe word Zq8!rT2# again\n', found: ['assigned-secret'] },
];

describeRows('every place a secret stands', rows);
