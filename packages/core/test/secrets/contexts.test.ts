import { fake, hex, pem, uuid } from './fixtures.js';
import { describeRows, type Row } from './table.js';

/**
 * Context rules: a value becomes a credential by what stands next to it (a flag, a header,
 * a secret-ish word in a sentence, an element or label on another line), never by entropy
 * alone. True and false positives per family; every value is synthetic.
 */
const pw = 'Tr0ub4dor.3x';

const commandLines: Row[] = [
  { text: `mysql -u root -p«${pw}» shop`, found: ['command-line-secret'] },
  { text: "mysql -h db -u app -p'«S3cr3t Pass»' shop", found: ['command-line-secret'] },
  { text: 'mysqldump -uroot -p"«hunter22»" --all-databases', found: ['command-line-secret'] },
  { text: 'mariadb -u root -p«root» -e "show databases"', found: ['command-line-secret'] },
  { text: '7z a -p«Zq9x!secret» backup.7z notes/', found: ['command-line-secret'] },
  { text: `sshpass -p '«${pw}»' ssh deploy@host`, found: ['command-line-secret'] },
  { text: `docker login -u bot -p «${pw}» registry.example.com`, found: ['command-line-secret'] },
  { text: `redis-cli -h cache -a «${pw}» ping`, found: ['command-line-secret'] },
  { text: `ldapsearch -x -D cn=admin -w «${pw}» -b dc=example`, found: ['command-line-secret'] },
  { text: `curl -u admin:«${pw}» https://api.example.com/v1`, found: ['command-line-secret'] },
  { text: `mosquitto_pub -h broker -u dev -P «${pw}» -t alerts -m hi`, found: ['command-line-secret'] },
  { text: `curl --user "ci:«${pw}»" https://jenkins.example.com/job/x/build`, found: ['command-line-secret'] },
  { text: 'openssl pkcs12 -in cert.p12 -passin pass:«Zq9xK2mP» -nodes', found: ['command-line-secret'] },
  { text: `gh auth login --token «${fake.bearer}»`, found: ['command-line-secret'] },
  { text: `vault login --password «${pw}»`, found: ['command-line-secret'] },
  { text: `az ad sp create --client-secret "«${pw}»"`, found: ['command-line-secret'] },
  { text: `heroku config --api-key «${hex(32)}»`, found: ['command-line-secret'] },
  { text: `psql --password=«${pw}»`, found: ['assigned-secret'] },
  { text: `npm publish --otp 123456 --token «${fake.npm}»`, found: ['npm-token'] },
  // A flag named `auth` is a switch or takes a method: a name of several pieces after it is the next argument (session
  // 37: the two-hundred-and-sixteenth whole-repository sample's Cloud SQL instance); a login after it is judged.
  { text: 'cloud-sql-proxy --gcloud-auth shop-prod:us-central1:shop-db-main --port 5432', found: [] },
  { text: `tool --auth «${pw}»`, found: ['command-line-secret'] },
  { text: 'tool --auth «admin:password123»', found: ['command-line-secret'] },
  // Passes: prompts, references, ports, other flags, other commands.
  { text: 'mysql -u root -p shop', found: [] },
  { text: 'mysql -u root -p$MYSQL_PWD shop', found: [] },
  { text: "mysql -u root -p'<password>' shop", found: [] },
  { text: 'mysql -u root -ppassword shop', found: [] },
  { text: 'gcc -pthread -o app main.c', found: [] },
  { text: 'mosquitto_sub -h broker -u dev -P $MQTT_PASSWORD -t alerts', found: [] },
  { text: 'rsync -P big.iso host:/srv', found: [] },
  { text: 'find . -print -prune', found: [] },
  { text: 'ssh -p 2222 deploy@host', found: [] },
  { text: 'docker run -p 8080:80 nginx', found: [] },
  { text: 'docker login -u bot -p $REGISTRY_TOKEN registry.example.com', found: [] },
  { text: 'docker login -u bot --password-stdin registry.example.com', found: [] },
  { text: 'docker run -u 1000:1000 -a stdout alpine', found: [] },
  { text: 'curl -u "$USER:$TOKEN" https://api.example.com', found: [] },
  { text: 'curl -u admin https://api.example.com', found: [] },
  { text: 'git commit -a -m "fix"', found: [] },
  { text: 'pass the --token flag to the CLI', found: [] },
  { text: 'gh auth login --token "$(cat token.txt)"', found: [] },
  { text: 'kubectl create secret generic db --from-literal=password=$DB_PASSWORD', found: [] },
  { text: 'openssl rsa -in key.pem -passin env:KEY_PASS', found: [] },
  { text: 'tool --token-file ~/.config/token --password-file /run/secrets/pw', found: [] },
  // A backtick after the flag closes its code span; a `login` before the flag's code span is another command's word
  // (the fortieth sample's hand-overs, in Chinese).
  { text: '- 實測（本機 `/usr/bin/time -p`）：`grok -p ok` 26.01s', found: [] },
  { text: '修法：`InstallSpec.login` 改為一律 `cmd /C start` 開可見視窗（agy 用 `-p ok` 首跑）', found: [] },
  { text: `the login step runs \`docker login -u bot -p «${pw}» ghcr.io\``, found: ['command-line-secret'] },
];

const headers: Row[] = [
  { text: `Authorization: Basic «${fake.basic}»`, found: ['basic-auth'] },
  { text: `curl -H 'authorization: basic «${Buffer.from('sk_live_key:').toString('base64')}»'`, found: ['basic-auth'] },
  {
    text: `-H "Authorization: Basic «${Buffer.from('user:pässwört').toString('base64').replace(/=+$/, '')}»"`,
    found: ['basic-auth'],
  },
  { text: `Authorization: Token «${hex(32)}»`, found: ['bearer-token'] },
  { text: `Authorization: token «${fake.bearer}»`, found: ['bearer-token'] },
  {
    text: `Authorization: Bot «${'MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.' + 'x1Y2z3W4v5U6t7S8r9Q0p1O2n3M'}»`,
    found: ['bearer-token'],
  },
  { text: `Authorization: SSWS «00${'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7d'}»`, found: ['bearer-token'] },
  { text: `"Authorization": "Bearer «${fake.bearer}»"`, found: ['bearer-token'] },
  { text: `Proxy-Authorization: Basic «${fake.basic}»`, found: ['basic-auth'] },
  { text: `X-API-Key: «${uuid}»`, found: ['assigned-secret'] },
  { text: `Private-Token: «${fake.gitlab}»`, found: ['gitlab-token'] },
  // Passes.
  { text: 'Authorization: Basic <base64 of user:password>', found: [] },
  { text: 'Authorization: Bearer <token>', found: [] },
  { text: 'Authorization: Token ${API_TOKEN}', found: [] },
  { text: 'Authorization: Basic $BASIC_AUTH', found: [] },
  { text: 'Basic authentication must stay off.', found: [] },
  { text: 'The Authorization header carries a Bearer token.', found: [] },
  { text: 'Authorization: Digest username="bot", realm="api"', found: [] },
];

const prose: Row[] = [
  { text: `the password is «${pw}»`, found: ['assigned-secret'] },
  { text: `Password «${pw}» works for the admin user.`, found: ['assigned-secret'] },
  { text: `use password «${pw}» for staging`, found: ['assigned-secret'] },
  { text: `the admin password for staging is «${pw}».`, found: ['assigned-secret'] },
  { text: `The Heroku API key is «${uuid}»`, found: ['assigned-secret'] },
  { text: `API key «${hex(32)}» was rotated`, found: ['assigned-secret'] },
  { text: `the deploy token was «q7Wm2Rx9Lk4TzP5»`, found: ['assigned-secret'] },
  { text: 'the password is "«correct horse battery staple»"', found: ['assigned-secret'] },
  { text: 'the passwd file lists 40 users', found: [] },
  { text: `set the \`password\` to «${pw}»`, found: ['assigned-secret'] },
  { text: `machine api.example.com login bot password «${pw}»`, found: ['assigned-secret'] },
  { text: `the token is «${fake.github}»`, found: ['github-token'] },
  // Passes: ordinary sentences around secret-ish words.
  { text: 'the token is passed in the header', found: [] },
  { text: 'the password is stored in Vault', found: [] },
  { text: 'the password must have 12 characters', found: [] },
  { text: 'the token expires after 3600 seconds', found: [] },
  { text: 'the API key is read from API_KEY', found: [] },
  { text: 'the password is $DB_PASSWORD', found: [] },
  { text: 'the token is ${TOKEN}', found: [] },
  { text: 'password reset flow v2 uses oauth2Client', found: [] },
  { text: 'the token helper is oauth2ClientCredentials', found: [] },
  { text: 'the key is read by utf8Decoder', found: [] },
  { text: 'the key is read by Python311', found: [] },
  { text: 'the token helper is ResNet50', found: [] },
  // A generated run with one digit is no identifier, whatever its humps: its pieces are too short for words.
  { text: 'Connect with password: «rGNRnxBBXy9MVMyWESOn»', found: ['assigned-secret'] },
  { text: 'Connect with password: «TqvNhIhoXy9UGcsrojmo»', found: ['assigned-secret'] },
  { text: 'the token v1.2.3 format changed on 2024-01-31', found: [] },
  { text: 'the key 250000ms timeout', found: [] },
  { text: 'the cache key is sha256:' + hex(64), found: [] },
  { text: 'the primary key is user_id', found: [] },
  { text: 'token count: 1200 tokens per second', found: [] },
  { text: 'the token for node-20 runners', found: [] },
  { text: 'the password is "the one in the vault"', found: [] },
  { text: 'keyboard monkey keys turkey', found: [] },
  { text: 'Bypass the passwordless flow', found: [] },
  { text: '- **All integration tests still pass**: `tests/roundtrip_matrix.rs`, `tests/open_errors.rs`.', found: [] },
  { text: `**Password:** «${pw}»`, found: ['assigned-secret'] },
  // Glue words and inline code, in any case (they are compared in place).
  { text: 'THE TOKEN WAS «q7Wm2Rx9Lk4TzP5»', found: ['assigned-secret'] },
  { text: `the password For admin Is «${pw}»`, found: ['assigned-secret'] },
  { text: `\`API_KEY\` is «${hex(32)}»`, found: ['assigned-secret'] },
  { text: `API_KEY\` is ${hex(32)}`, found: [] },
  { text: 'the `password` reset flow', found: [] },
  {
    text: '- Reads `STRIPE_SECRET_KEY` and `DB_PASSWORD` from the environment; the token is passed in the header.',
    found: [],
  },
];

const multiline: Row[] = [
  {
    text: `variable "db_password" {\n  type      = string\n  sensitive = true\n  default   = "«${pw}»"\n}`,
    found: ['assigned-secret'],
  },
  { text: `variable "api_token" { default = "«${fake.bearer}»" }`, found: ['assigned-secret'] },
  {
    text:
      `variable "region" {\n  default = "eu-west-1"\n}\nvariable "admin_password" {\n  ` +
      `description = "set in CI"\n}`,
    found: [],
  },
  { text: `variable "db_password" {\n  default = var.generated\n}`, found: [] },
  {
    text: `variable "db_password" {\n  sensitive = true\n}\nvariable "instance" {\n  default = "t3.micro-2024"\n}`,
    found: [],
  },
  { text: `password:\n  «${pw}»`, found: ['assigned-secret'] },
  { text: `db:\n  password: |\n    «${pw}»\n`, found: ['assigned-secret'] },
  { text: `"client_secret":\n    "«${pw}»"`, found: ['assigned-secret'] },
  {
    text: `env:\n  - name: DB_PASSWORD\n    value: "«${pw}»"\n  - name: HOST\n    value: db.internal`,
    found: ['assigned-secret'],
  },
  { text: `{"name": "API_TOKEN", "value": "«${fake.bearer}»"}`, found: ['assigned-secret'] },
  { text: 'password:\n  - must be 12 characters\n  - no reuse', found: [] },
  { text: 'Password:\nthe user enters it twice', found: [] },
  { text: 'SMTP_PASSWORD=\nNEXT=1', found: [] },
  { text: 'password:\n  ${DB_PASSWORD}', found: [] },
  { text: 'token:\n  value: abc', found: [] },
  { text: `- name: HOST\n  value: "${pw}"`, found: [] },
];

const xml: Row[] = [
  { text: `<password>«${pw}»</password>`, found: ['assigned-secret'] },
  { text: `<Password>\n  «${pw}»\n</Password>`, found: ['assigned-secret'] },
  {
    text: `<server><id>repo</id><username>ci</username><password>«${pw}»</password></server>`,
    found: ['assigned-secret'],
  },
  { text: `<db:ClientSecret>«${pw}»</db:ClientSecret>`, found: ['assigned-secret'] },
  { text: `<passphrase>«correct horse battery staple»</passphrase>`, found: ['assigned-secret'] },
  { text: `<add key="ClearTextPassword" value="«${pw}»" />`, found: ['assigned-secret'] },
  { text: `<add key="ApiKey" value="«${hex(32)}»"/>`, found: ['assigned-secret'] },
  { text: `<input type="password" name="pw" value="«${pw}»">`, found: ['assigned-secret'] },
  { text: `<entry key="db.password">«${pw}»</entry>`, found: ['assigned-secret'] },
  // the last attribute names no secret
  { text: `<setting name="AuthToken" ` + `serializeAs="String">` + `${pw}</setting>`, found: [] },
  { text: `<property name="db.password" value="«${pw}»"/>`, found: ['assigned-secret'] },
  { text: `<connection password="«${pw}»" />`, found: ['assigned-secret'] },
  // Passes.
  { text: '<password>${DB_PASSWORD}</password>', found: [] },
  { text: '<password>{COQLCE6DU6GtcS5P=}</password>', found: [] },
  { text: '<password></password>', found: [] },
  { text: 'Bearer <token> and <password> are placeholders', found: [] },
  { text: '<add key="Timeout" value="30000"/>', found: [] },
  { text: '<assemblyIdentity name="System.Web" publicKeyToken="b03f5f7f11d50a3a" culture="neutral" />', found: [] },
  {
    text: '<add assembly="System.Web, Version=4.0.0.0, Culture=neutral, PublicKeyToken=b03f5f7f11d50a3a"/>',
    found: [],
  },
  { text: '<token>see the vault</token>', found: [] },
  // An element's text is judged only up to its own closing tag, and never hides what follows.
  {
    text: `fn f() -> Vec<Token> {\n}\n\n\`\`\`\ndocker login -u bot -p «${pw}» ghcr.io\n\`\`\`\n  </action>`,
    found: ['command-line-secret'],
  },
  { text: `<password>${pw}</secret>`, found: [] },
];

const passphrases: Row[] = [
  { text: 'password="«correct horse battery staple»"', found: ['assigned-secret'] },
  { text: "passphrase: '«Tr0ub4dor & 3 horses»'", found: ['assigned-secret'] },
  { text: 'DB_PASSWORD="«open sesame 42»"', found: ['assigned-secret'] },
  { text: 'password: "the user enters it twice"', found: [] },
  { text: 'password = "stored in Vault"', found: [] },
  { text: 'secret: "see 1Password"', found: [] },
  { text: 'token: "not set"', found: [] },
  { text: 'password: "change me please"', found: [] },
  { text: 'api_key: "your api key here"', found: [] },
];

const json: Row[] = [
  { text: '{"password": "«hunter22abc»"}', found: ['assigned-secret'] },
  { text: '{\\"password\\": \\"«hunter22abc»\\"}', found: ['assigned-secret'] },
  { text: '{"cmd": "mysql password = \\"«hunter22abc»\\""}', found: ['assigned-secret'] },
  { text: '"{\\\\\\"api_key\\\\\\": \\\\\\"«q7Wm2Rx9Lk4T»\\\\\\"}"', found: ['assigned-secret'] },
  { text: '{"evidence": "export DB_PASSWORD=«hunter22abc»\\nexport NEXT=1"}', found: ['assigned-secret'] },
  {
    text:
      '{"private_key": ' +
      '"«-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\nq1W2e3R4t5Y6u7I8q1W2e3R4\\n-----END ' +
      'PRIVATE KEY-----»\\n"}',
    found: ['private-key'],
  },
  { text: '{"private_key": "«-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC»', found: ['private-key'] },
  { text: '{\\"password\\": \\"${DB_PASSWORD}\\"}', found: [] },
  { text: '{"password": ""}', found: [] },
];

const placeholders: Row[] = [
  { text: 'https://user:password@host/path', found: [] },
  { text: 'postgres://postgres:pass@localhost/db', found: [] },
  { text: 'mongodb://admin:<password>@cluster0.example.net', found: [] },
  { text: 'redis://:{password}@cache:6379', found: [] },
  { text: 'amqp://user:your-password@broker', found: [] },
  { text: 'https://user:changeme@host', found: [] },
  { text: 'postgres://app:«s3cr3t-Pass»@db/app', found: ['url-password'] },
  // A login in a URL's query: a short name holds the password only where the query names the user.
  { text: 'NC_DB="pg://db.internal:5432?u=nocodb&p=«Xk93vLmq2Rtz»&d=nocodb"', found: ['url-password'] },
  { text: 'mysql2://db:3306?user=root&pwd=«Tr0ub4dor.3x»&d=app', found: ['url-password'] },
  { text: `pg://db:5432?token=«${fake.github}»&u=app&p=«Xk93vLmq2Rtz»`, found: ['github-token', 'url-password'] },
  { text: 'pg://db:5432?u=app&p=<password>&d=app', found: [] },
  { text: 'pg://db:5432?u=app&p=${DB_PASSWORD}&d=app', found: [] },
  { text: 'https://example.com/search?u=ann&p=2', found: [] },
  { text: 'https://example.com/page?p=abc123def456&lang=en', found: [] },
  { text: 'Look for -----BEGIN RSA PRIVATE KEY----- in the logs', found: [] },
  { text: 'the key file starts with `-----BEGIN OPENSSH PRIVATE KEY-----`', found: [] },
  { text: '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----', found: [] },
  { text: '-----BEGIN PRIVATE KEY-----\n<your key here>\n-----END PRIVATE KEY-----', found: [] },
  { text: '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA...\n-----END RSA PRIVATE KEY-----', found: [] },
  { text: '-----BEGIN EC PRIVATE KEY-----\n[REDACTED]\n-----END EC PRIVATE KEY-----', found: [] },
  { text: `named in prose: -----BEGIN RSA PRIVATE KEY-----, then the real one:\n«${pem()}»`, found: ['private-key'] },
  { text: 'token: xxxxxxxxxxxxxxxx', found: [] },
  { text: 'password: ********', found: [] },
  { text: 'api_key: {{ api_key }}', found: [] },
  { text: 'token: …', found: [] },
  { text: 'password: aaaaaaaaaaaa', found: [] },
  { text: 'secret=[REDACTED]', found: [] },
  { text: 'api_key: yourApiKeyHere123', found: [] },
  { text: 'password: TBD', found: [] },
  // A placeholder word inside a generated run is there by chance: the run is the secret.
  { text: 'password: «fKAtbdFyXy9L4NqxfD6P»', found: ['assigned-secret'] },
  { text: 'Connect with password: «oYLSaXe6Xy9oIkafoTBD»', found: ['assigned-secret'] },
];

const noContext: Row[] = [
  { text: `commit ${hex(40)}`, found: [] },
  { text: `sha256 ${hex(64)}`, found: [] },
  { text: `request id ${uuid} failed`, found: [] },
  { text: `"integrity": "sha512-${Buffer.from(hex(64), 'hex').toString('base64')}"`, found: [] },
  {
    text: `<script src="/app.js" integrity="sha384-${Buffer.from(hex(48), 'hex').toString('base64')}"></script>`,
    found: [],
  },
  { text: `dist/assets/index-${hex(8)}.js`, found: [] },
  { text: `image: ghcr.io/org/app@sha256:${hex(64)}`, found: [] },
  { text: `etag: "${hex(32)}"`, found: [] },
  { text: `checksum: ${hex(64)}`, found: [] },
  { text: `token_hash: sha256:${hex(64)}`, found: [] },
  { text: `nonce-${Buffer.from(hex(16), 'hex').toString('base64')}`, found: [] },
  { text: `NEXT_PUBLIC_SUPABASE_ANON_KEY=${fake.jwt.slice(0, 20)}`, found: [] },
  { text: `publicKey: "${hex(64)}"`, found: [] },
  { text: `nextPageToken: "${Buffer.from(hex(24), 'hex').toString('base64')}"`, found: [] },
  { text: `Next-Page-Token: ${Buffer.from(hex(24), 'hex').toString('base64')}`, found: [] },
  { text: `Public_Api_Key=${hex(32)}`, found: [] },
];

/**
 * PowerShell's environment drive and scopes stand before a variable's name (`$env:NAME = "…"`): a name, not a segment
 * of a path (the hundredth sample's deployment notes). `arn:…:token:…` stays a segment.
 */
const powerShell: Row[] = [
  { text: `$env:API_TOKEN = "«${hex(40)}»"`, found: ['assigned-secret'] },
  { text: `set $ENV:DB_PASSWORD="«${pw}»"`, found: ['assigned-secret'] },
  { text: `$global:ClientSecret = '«${hex(32)}»'`, found: ['assigned-secret'] },
  { text: `urn:example:token:${hex(40)}`, found: [] },
];

describeRows('command lines', commandLines);
describeRows('PowerShell variables', powerShell);
describeRows('Authorization headers', headers);
describeRows('a secret-ish word then a value, in prose', prose);
describeRows('names and values on different lines', multiline);
describeRows('XML and HTML', xml);
describeRows('passphrases with blanks, in quotes', passphrases);
describeRows('JSON, escaped JSON and JSON in JSON', json);
describeRows('placeholders and named-only markers pass', placeholders);
describeRows('hashes, digests, UUIDs and public identifiers with no secret context pass', noContext);
