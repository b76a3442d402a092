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

/**
 * A value found as a secret in another file of the project is the same secret where this file holds it as a token of
 * its own (docs/secrets.md, "A secret found in one file is the same secret in the others"): session 30's samples
 * quoted a live key bare in a third file and gave a database's password in four more plans. Inside a longer token it
 * is another value, and a value under sixteen characters is not followed.
 */
const ELSEWHERE = new Map([
  [TOKEN, 'assigned-secret' as const],
  ['Zq8!rT2#short', 'assigned-secret' as const],
]);

describeRows(
  'a secret found in another file',
  [
    { text: `Called the API with «${TOKEN}» and got 200.\n`, found: ['assigned-secret'] },
    { text: `curl "https://api.example.test/v1?key=«${TOKEN}»"\n`, found: ['assigned-secret'] },
    { text: `see x${TOKEN} and ${TOKEN}x\n`, found: [] },
    { text: 'the label Zq8!rT2#short again\n', found: [] },
  ],
  { foundElsewhere: ELSEWHERE },
);
