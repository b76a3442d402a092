/**
 * Synthetic credentials, built from repeated filler so that no real key ever sits in the
 * repository (and so that scanners of this repository can tell them from real ones).
 */
export const fake = {
  github: 'ghp_' + 'A1b2'.repeat(9),
  githubOauth: 'gho_' + 'Z9y8'.repeat(9),
  githubPat: 'github_pat_' + 'A1b2C3d4E5'.repeat(2) + '_' + 'f6G7h8'.repeat(10),
  gitlab: 'glpat-' + 'Ab1-'.repeat(5),
  slack: 'xoxb-' + '1234567890-' + 'Ab1C'.repeat(6),
  slackApp: 'xapp-1-' + 'A0B1C2'.repeat(4),
  stripeLive: 'sk_live_' + 'a1B2'.repeat(6),
  stripeTest: 'sk_test_' + '9zY8'.repeat(6),
  stripeRestricted: 'rk_live_' + 'Q1w2'.repeat(6),
  stripeWebhook: 'whsec_' + 'M3n4'.repeat(8),
  npm: 'npm_' + 'a1B2'.repeat(9),
  openai: 'sk-' + 'T3bL'.repeat(12),
  openaiProject: 'sk-proj-' + 'Xy9_Za8-'.repeat(8),
  anthropic: 'sk-ant-api03-' + 'Qw3-Er4_'.repeat(11),
  google: 'AIza' + 'Sy1_b2C-d'.repeat(3) + 'E4f5G6h7',
  aws: 'AKIA' + 'ABCD2345WXYZ6789',
  awsSession: 'ASIA' + '7777QQQQ2222ZZZ3',
  jwt: 'eyJ' + 'hbGciOiJIUzI1NiJ9' + '.eyJ' + 'zdWIiOiIxMjM0NTY3ODkwIn0' + '.' + 'Sfl1KxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
  bearer: 'Ab3' + 'x9Y8z7W6'.repeat(3),
  basic: Buffer.from('deploy:Tr0ub4dor-3').toString('base64'),
  password: 'Tr0ub4dor.3&x',
} as const;

/** A synthetic PEM block: header, two base64 lines, footer. */
export const pem = (label = 'RSA PRIVATE KEY'): string =>
  `-----BEGIN ${label}-----\n${'MIIEowIBAAKCAQEA'.repeat(4)}\n${'q1W2e3R4t5Y6u7I8'.repeat(3)}==\n-----END ${label}-----`;
