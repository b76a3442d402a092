import type { SecretCategory } from './categories.js';
import { boundary, charSet, inSet, runEnd, type CharSet } from './chars.js';
import { isPublishedExample, isShownCutShort } from './examples.js';
import type { Hit } from './hit.js';
import { noticeRunEnd } from './suspicion.js';
import { holdsGeneratedRun, isFillerTokenBody, isPlaceholder, looksGenerated } from './values.js';

/**
 * Vendor tokens recognised by their documented prefix, from the vendors' token-format
 * pages and the default rule set of gitleaks. Each family is found where its anchor
 * starts (a literal, case-sensitive prefix); the run of the family's characters from there
 * must then have one of its rules' exact shapes, so a longer run is no match.
 */
interface TokenRule {
  category: SecretCategory;
  /** The whole token's shape, prefix included. */
  shape: RegExp;
  /** Extra test on the whole token (after its shape matched). */
  check?: (token: string) => boolean;
}

/** Tokens that begin with one of `anchors`, made of `chars`. */
export interface TokenFamily {
  anchors: readonly string[];
  chars: CharSet;
  rules: readonly TokenRule[];
}

/** A provider-shaped run longer than this is not one credential. */
export const MAX_TOKEN = 16_384;
/** Longest secret-ish word: a failed token never swallows a following `name=`. */
export const MAX_NAME_WORD = 'authorization'.length;

const WORD = charSet('A-Za-z0-9_');
const WORD_DASH = charSet('A-Za-z0-9_-');
const WORD_DASH_DOT = charSet('A-Za-z0-9_.-');
const WORD_DASH_EQ = charSet('A-Za-z0-9_=-');
const BASE64_WORD = charSet('A-Za-z0-9+/=_');
const ALNUM_DOT = charSet('A-Za-z0-9.');
const UPPER_DASH = charSet('A-Z0-9-');
const ALNUM = charSet('A-Za-z0-9');
const LOWER_ALNUM = charSet('a-z0-9');
const HEX = charSet('a-fA-F0-9');
const DIGITS = charSet('0-9');
const AZURE_CHARS = charSet('A-Za-z0-9_~.-');
const AZURE_SECRET = /^[A-Za-z0-9_~.]{3}[0-9]Q~[A-Za-z0-9_~.-]{31,34}$/;

const mixedCase = (body: string): boolean => /[a-z]/.test(body) && /[A-Z]/.test(body);
/** A Tavily key's prefix and the environment its console names (`tvly-dev-`, `tvly-prod-`), before its body. */
const TAVILY_HEAD = /^tvly-(?:(?:dev|prod)-)?/;
const hasDigitAndLetter = (body: string): boolean => /[0-9]/.test(body) && /[A-Za-z]/.test(body);

const rule = (category: SecretCategory, shape: RegExp, check?: (token: string) => boolean): TokenRule =>
  check ? { category, shape, check } : { category, shape };
/** A family; its run also takes the separators of its anchors (`glptt-` is read as one run). */
const family = (anchors: string | readonly string[], chars: CharSet, ...rules: TokenRule[]): TokenFamily => {
  const list = typeof anchors === 'string' ? [anchors] : anchors;
  const run = chars.slice();
  for (const anchor of list) for (let i = 0; i < anchor.length; i++) run[anchor.charCodeAt(i)] = 1;
  return { anchors: list, chars: run, rules };
};

/** Families whose anchor holds a separator (`_ - . ~`): found at the first one. */
export const SEPARATED_FAMILIES: readonly TokenFamily[] = [
  // Source forges.
  family(['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'], WORD, rule('github-token', /^gh[pousr]_[A-Za-z0-9]{20,}$/)),
  family('github_pat_', WORD, rule('github-token', /^github_pat_[A-Za-z0-9_]{22,}$/)),
  family(
    ['glpat-', 'gldt-', 'glft-', 'glrt-', 'glsoat-', 'glffct-'],
    WORD_DASH_DOT,
    rule('gitlab-token', /^(?:glpat|gldt|glft|glrt|glsoat|glffct)-[A-Za-z0-9_-]{20,}(?:\.[0-9a-z]{2}[0-9a-z]{7})?$/),
  ),
  family('glptt-', WORD, rule('gitlab-token', /^glptt-[0-9a-f]{40}$/)),
  family('glcbt-', WORD_DASH, rule('gitlab-token', /^glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20,}$/)),
  family('glimt-', WORD_DASH, rule('gitlab-token', /^glimt-[0-9a-zA-Z_-]{25}$/)),
  family('glagent-', WORD_DASH, rule('gitlab-token', /^glagent-[0-9a-zA-Z_-]{50,}$/)),
  family('gloas-', WORD_DASH, rule('gitlab-token', /^gloas-[0-9a-zA-Z_-]{64}$/)),
  // Chat.
  family(
    ['xoxa-', 'xoxb-', 'xoxp-', 'xoxr-', 'xoxs-', 'xoxo-', 'xoxe-', 'xapp-'],
    WORD_DASH,
    rule('slack-token', /^(?:xox[abposre]|xapp)-[A-Za-z0-9-]{10,}$/, (t) => /[0-9]/.test(t)),
  ),
  // Payments and commerce.
  family(
    ['sk_live_', 'sk_test_', 'sk_prod_', 'rk_live_', 'rk_test_', 'rk_prod_'],
    WORD,
    rule('stripe-key', /^[sr]k_(?:live|test|prod)_[A-Za-z0-9]{16,}$/),
  ),
  family('whsec_', WORD, rule('stripe-key', /^whsec_[A-Za-z0-9]{24,}$/)),
  family(['shpat_', 'shpca_', 'shppa_', 'shpss_'], WORD, rule('shopify-token', /^shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}$/)),
  family(
    ['sq0atp-', 'sq0csp-'],
    WORD_DASH,
    rule('square-token', /^sq0atp-[A-Za-z0-9_-]{22}$|^sq0csp-[A-Za-z0-9_-]{43}$/),
  ),
  family(['FLWSECK_TEST-', 'FLWSECK-'], WORD_DASH, rule('flutterwave-key', /^FLWSECK(?:_TEST)?-[a-fA-F0-9]{32}-X$/)),
  family(['shippo_live_', 'shippo_test_'], WORD, rule('shippo-token', /^shippo_(?:live|test)_[a-fA-F0-9]{40}$/)),
  family(
    ['duffel_test_', 'duffel_live_'],
    WORD_DASH_EQ,
    rule('duffel-token', /^duffel_(?:test|live)_[A-Za-z0-9_=-]{43}$/),
  ),
  // Package registries.
  family('npm_', WORD, rule('npm-token', /^npm_[A-Za-z0-9]{36}$/)),
  family('pypi-', WORD_DASH, rule('pypi-token', /^pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw)[A-Za-z0-9_-]{50,}$/)),
  family('rubygems_', WORD, rule('rubygems-token', /^rubygems_[a-f0-9]{48}$/)),
  family('CLOJARS_', WORD, rule('clojars-token', /^CLOJARS_[A-Za-z0-9]{60}$/)),
  family(['dckr_pat_', 'dckr_oat_'], WORD_DASH, rule('docker-hub-token', /^dckr_[po]at_[A-Za-z0-9_-]{20,}$/)),
  // Model hubs and AI APIs.
  family(
    'hf_',
    WORD,
    rule('huggingface-token', /^hf_[A-Za-z]{34}$/, (t) => mixedCase(t.slice(3))),
  ),
  family(
    'api_org_',
    WORD,
    rule('huggingface-token', /^api_org_[A-Za-z]{34}$/, (t) => mixedCase(t.slice(8))),
  ),
  family(
    'sk-',
    WORD_DASH,
    rule('anthropic-key', /^sk-ant-[A-Za-z0-9_-]{20,}$/, (t) => looksGenerated(t.slice(7))),
    // OpenRouter's keys: a version, then 64 lower-case hex digits (the fifty-fifth sample's hand-over).
    rule('openrouter-key', /^sk-or-v\d+-[0-9a-f]{64}$/),
    // The OpenAI-style keys of DeepSeek and DashScope: 32 lower-case hex digits, in no case mixed (the
    // hundred-and-thirty-fifth sample's plan, a DeepSeek key given as a repository secret's value).
    rule('openai-key', /^sk-[0-9a-f]{32}$/, (t) => randomHex(t.slice(3))),
    rule('openai-key', /^sk-[A-Za-z0-9_-]{20,}$/, (t) => looksGenerated(t.slice(3))),
  ),
  family('pplx-', WORD, rule('perplexity-key', /^pplx-[A-Za-z0-9]{48}$/)),
  family('xai-', WORD, rule('xai-key', /^xai-[A-Za-z0-9]{80}$/)),
  family('gsk_', WORD, rule('groq-key', /^gsk_[A-Za-z0-9]{52}$/)),
  // Tavily's keys: `tvly-`, the key's environment where the console names one (`dev`, `prod`), and a generated body
  // (the sixty-first sample's summary).
  family(
    'tvly-',
    WORD_DASH,
    rule('tavily-key', new RegExp(`${TAVILY_HEAD.source}[A-Za-z0-9_-]{30,}$`), (t) =>
      looksGenerated(t.replace(TAVILY_HEAD, '')),
    ),
  ),
  family('r8_', WORD, rule('replicate-token', /^r8_[A-Za-z0-9]{37}$/)),
  // Clouds and infrastructure.
  family('GOCSPX-', WORD_DASH, rule('google-oauth-secret', /^GOCSPX-[A-Za-z0-9_-]{28}$/)),
  family(['doo_v1_', 'dop_v1_', 'dor_v1_'], WORD, rule('digitalocean-token', /^do[opr]_v1_[a-f0-9]{64}$/)),
  family('HRKU-AA', WORD_DASH, rule('heroku-api-key', /^HRKU-AA[0-9a-zA-Z_-]{58}$/)),
  family('fo1_', WORD_DASH, rule('flyio-token', /^fo1_[A-Za-z0-9_-]{43}$/)),
  family(['fm1a_', 'fm1r_', 'fm2_'], BASE64_WORD, rule('flyio-token', /^fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,}={0,3}$/)),
  family(
    ['hvs.', 'hvb.'],
    WORD_DASH_DOT,
    rule('vault-token', /^hvs\.[A-Za-z0-9_-]{90,120}$|^hvb\.[A-Za-z0-9_-]{138,300}$/),
  ),
  family('pul-', WORD, rule('pulumi-token', /^pul-[a-f0-9]{40}$/)),
  family(
    ['dp.pt.', 'dp.st.', 'dp.sa.', 'dp.ct.', 'dp.scim.', 'dp.audit.'],
    WORD_DASH_DOT,
    rule('doppler-token', /^dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,32}\.)?[A-Za-z0-9]{40,44}$/),
  ),
  family('sha256~', WORD_DASH, rule('openshift-token', /^sha256~[A-Za-z0-9_-]{43}$/)),
  family(['sbp_', 'sb_secret_'], WORD_DASH, rule('supabase-key', /^sbp_[a-f0-9]{40}$|^sb_secret_[A-Za-z0-9_-]{20,}$/)),
  family(
    ['pscale_tkn_', 'pscale_pw_', 'pscale_oauth_'],
    WORD_DASH_DOT,
    rule('planetscale-token', /^pscale_(?:tkn|pw|oauth)_[A-Za-z0-9_=.-]{32,64}$/),
  ),
  family('tk-us-', WORD_DASH, rule('scalingo-token', /^tk-us-[A-Za-z0-9_-]{48}$/)),
  family('ico-', WORD, rule('infracost-key', /^ico-[A-Za-z0-9]{32}$/)),
  family('pnu_', WORD, rule('prefect-key', /^pnu_[A-Za-z0-9]{36}$/)),
  family(
    'AGE-SECRET-KEY-1',
    UPPER_DASH,
    rule('age-secret-key', /^AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}$/),
  ),
  family('ops_eyJ', BASE64_WORD, rule('onepassword-token', /^ops_eyJ[A-Za-z0-9+/]{250,}={0,3}$/)),
  family(
    'A3-',
    UPPER_DASH,
    rule(
      'onepassword-token',
      /^A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}$/,
    ),
  ),
  family(
    'API-',
    WORD,
    rule('octopus-deploy-key', /^API-[A-Z0-9]{26}$/, (t) => hasDigitAndLetter(t.slice(4))),
  ),
  // Email, observability, productivity and developer tools.
  family('SG.', WORD_DASH_DOT, rule('sendgrid-key', /^SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)),
  family('key-', WORD, rule('mailgun-key', /^key-[a-f0-9]{32}$/)),
  // Brevo's API keys and its SMTP keys, of one shape (`xsmtpsib-…`: the ninety-fourth sample's plan, missed).
  family(['xkeysib-', 'xsmtpsib-'], WORD_DASH, rule('brevo-key', /^x(?:key|smtp)sib-[a-f0-9]{64}-[A-Za-z0-9]{16}$/)),
  // Netlify's personal access tokens (`nfp_` + 36: the hundredth sample's deployment notes, found only where labelled).
  family(
    'nfp_',
    WORD,
    rule('netlify-token', /^nfp_[A-Za-z0-9]{36}$/, (t) => hasDigitAndLetter(t.slice(4))),
  ),
  family('lin_api_', WORD, rule('linear-key', /^lin_api_[A-Za-z0-9]{40}$/)),
  family('ntn_', WORD, rule('notion-token', /^ntn_[0-9]{11}[A-Za-z0-9]{35}$/)),
  family(
    'secret_',
    WORD,
    rule('notion-token', /^secret_[A-Za-z0-9]{43}$/, (t) => looksGenerated(t.slice(7))),
  ),
  family('PMAK-', WORD_DASH, rule('postman-key', /^PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}$/)),
  family('glc_', BASE64_WORD, rule('grafana-token', /^glc_[A-Za-z0-9+/]{32,400}={0,3}$/)),
  family('glsa_', WORD, rule('grafana-token', /^glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}$/)),
  family('sntryu_', WORD, rule('sentry-token', /^sntryu_[a-f0-9]{64}$/)),
  family('sntrys_', BASE64_WORD, rule('sentry-token', /^sntrys_eyJ[A-Za-z0-9+/=_]{60,}$/)),
  family('NRAK-', WORD, rule('new-relic-key', /^NRAK-[A-Z0-9]{27}$/)),
  family('dt0c01.', ALNUM_DOT, rule('dynatrace-token', /^dt0c01\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{64}$/)),
  family('sgp_', WORD, rule('sourcegraph-token', /^sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}$/)),
  family('CFPAT-', WORD_DASH, rule('contentful-token', /^CFPAT-[A-Za-z0-9_-]{43}$/)),
  family('rdme_', WORD, rule('readme-key', /^rdme_[a-z0-9]{70}$/)),
  family('fio-u-', WORD_DASH_EQ, rule('frameio-token', /^fio-u-[A-Za-z0-9_=-]{64}$/)),
  family('tfp_', WORD_DASH_DOT, rule('typeform-token', /^tfp_[A-Za-z0-9_.=-]{59}$/)),
  family('figd_', WORD_DASH, rule('figma-token', /^figd_[A-Za-z0-9_-]{40,}$/)),
  family('p8e-', WORD, rule('adobe-client-secret', /^p8e-[A-Za-z0-9]{32}$/)),
];

/**
 * Families anchored at upper-case letters with no separator (`AKIA…`, `AIza…`, `SK…`): found
 * at their first `A`, or at their `K` when they have no `A` (triggers.ts).
 */
export const LETTER_FAMILIES: readonly TokenFamily[] = [
  family(
    ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
    WORD,
    rule('aws-access-key-id', /^(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}$/),
  ),
  family('AIza', WORD_DASH, rule('google-api-key', /^AIza[A-Za-z0-9_-]{35}$/)),
  family('AKCp', WORD, rule('artifactory-token', /^AKCp[A-Za-z0-9]{69}$/)),
  family('ATATT3', WORD_DASH_EQ, rule('atlassian-token', /^ATATT3[A-Za-z0-9_=-]{180,}$/)),
  family('ATBB', WORD, rule('atlassian-token', /^ATBB[A-Za-z0-9]{32}$/)),
  family(
    'LTAI',
    WORD,
    rule('alibaba-access-key-id', /^LTAI[A-Za-z0-9]{12,26}$/, (t) => hasDigitAndLetter(t.slice(4))),
  ),
  family(
    'EAAA',
    WORD_DASH,
    rule('square-token', /^EAAA[A-Za-z0-9_-]{22,60}$/, (t) => looksGenerated(t.slice(4))),
  ),
  family(['EZAK', 'EZTK'], WORD, rule('easypost-key', /^EZ[AT]K[A-Za-z0-9]{54}$/)),
  family(
    'SK',
    WORD,
    rule('twilio-key', /^SK[0-9a-f]{32}$/, (t) => hasDigitAndLetter(t.slice(2))),
  ),
];

/**
 * Families with a lower-case prefix and no separator (`dapi…`): looked for inside a value only, like the dotted ones.
 */
export const VALUE_FAMILIES: readonly TokenFamily[] = [
  family('dapi', WORD_DASH, rule('databricks-token', /^dapi[a-f0-9]{32}(?:-[0-9])?$/)),
];

/**
 * The JSON Web Token family, anchored at the `J` of `eyJ`: a signed token's three parts, and an encrypted one's five
 * (JWE's header, encrypted key — empty for direct encryption —, IV, ciphertext and tag: a refresh token pasted beside
 * its access token, missed in the sixty-fifth sample's hand-over).
 */
export const JWT_FAMILY: TokenFamily = family(
  'eyJ',
  WORD_DASH_DOT,
  rule('jwt', /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/),
  rule('jwt', /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/),
);

/** The prefixes of the families whose prefix holds a separator (`ghp_`, `hvs.`, `sk-ant-`): each names one provider. */
const SEPARATED_PREFIXES: readonly string[] = SEPARATED_FAMILIES.flatMap((tokenFamily) => tokenFamily.anchors);

/**
 * Whether a value shows a provider's format rather than holding a token: it opens with the prefix of a provider whose
 * prefix holds a separator, and what follows is written, not generated (`hvs.secret123`, `ghp_your_token_here`). A
 * generated rest (a format the rules do not know yet) is still judged as a value.
 */
export function showsProviderFormat(value: string): boolean {
  const prefix = SEPARATED_PREFIXES.find((anchor) => value.startsWith(anchor) && value.length > anchor.length);
  return prefix !== undefined && !holdsGeneratedRun(value.slice(prefix.length));
}

/**
 * Whether a provider token's body (what follows its prefix) is a stand-in a person typed: filler that counts up
 * (`isFillerTokenBody`) or a placeholder's word outside any generated run (`FAKEFAKE…`, `EXAMPLE`, `dummy`).
 */
function isStandInBody(body: string): boolean {
  return isFillerTokenBody(body) || isPlaceholder(body);
}

/**
 * What follows a token's prefix: the family's anchor it opens with (`AKIA` of an AWS key id, found at its `AK`), or the
 * trigger's length where none is whole in it.
 */
function bodyOf(token: string, tokenFamily: TokenFamily, anchorLength: number): string {
  const anchor = tokenFamily.anchors.find((candidate) => token.startsWith(candidate));
  return token.slice(Math.max(anchor?.length ?? 0, anchorLength));
}

/** Masks inside a provider token (`ghp_xxxxxxxx…`, `sk_live_************`): real tokens never look like that. */
export const TOKEN_MASK = /x{6}|X{6}|\*{3}|(.)\1{9}/;

/**
 * A provider token starting at `at`: the whole run of the family's characters must have
 * one rule's shape and be no mask (a vendor's published example is recorded as one).
 * Returns where scanning resumes.
 */
export function familyToken(
  text: string,
  at: number,
  tokenFamily: TokenFamily,
  anchorLength: number,
  out: Hit[],
): number {
  const stop = runEnd(text, at, tokenFamily.chars);
  let end = stop;
  while (end > at && text.charCodeAt(end - 1) === 0x2e /* . */) end--;
  if (end - at <= MAX_TOKEN) {
    const token = text.slice(at, end);
    for (const { category, shape, check } of tokenFamily.rules) {
      if (!shape.test(token) || (check && !check(token))) continue;
      if (TOKEN_MASK.test(token)) break;
      out.push(
        isPublishedExample(token) ||
          isShownCutShort(text, end) ||
          isStandInBody(bodyOf(token, tokenFamily, anchorLength))
          ? { category, start: at, end, example: true }
          : { category, start: at, end },
      );
      if (stop === end && stop < text.length) noticeRunEnd(text, stop, true, tokenFamily.chars);
      return end;
    }
  }
  if (stop === end && stop < text.length) noticeRunEnd(text, stop, false, tokenFamily.chars);
  // Skip the run just read (a linear scan never reads it twice), but not a `name=` that ends it.
  return Math.max(at + anchorLength, stop - MAX_NAME_WORD);
}

/**
 * A Microsoft Entra ID client secret, `xxx8Q~…` (3 characters, a digit, `Q~`, 31–34 more),
 * starting at `start` (its `~` is 5 further).
 */
export function azureClientSecret(text: string, start: number, out: Hit[]): number {
  if (start > 0 && inSet(AZURE_CHARS, text.charCodeAt(start - 1))) return start + 6;
  const end = runEnd(text, start + 6, AZURE_CHARS);
  const token = text.slice(start, end);
  if (end - start > 64 || !AZURE_SECRET.test(token) || TOKEN_MASK.test(token) || !hasDigitAndLetter(token.slice(7)))
    return start + 6;
  out.push({ category: 'azure-client-secret', start, end });
  return end;
}

/** Terraform Cloud `xxxxxxxxxxxxxx.atlasv1.…` (14 lower-case letters or digits first), starting at `start`. */
export function terraformToken(text: string, start: number, out: Hit[]): number {
  const dot = start + 14;
  if (!boundary(text, start) || runEnd(text, start, LOWER_ALNUM) !== dot) return dot + 1;
  const end = runEnd(text, dot + 9, WORD_DASH_EQ);
  const body = end - dot - 9;
  if (body < 60 || body > 70 || TOKEN_MASK.test(text.slice(start, end))) return dot + 1;
  out.push({ category: 'terraform-cloud-token', start, end });
  return end;
}

/** An Airtable personal access token, `pat` + 14 + `.` + 64 hex, starting at `start`. */
export function airtableToken(text: string, start: number, out: Hit[]): number {
  const dot = start + 17;
  if (!boundary(text, start) || runEnd(text, start + 3, ALNUM) !== dot) return dot + 1;
  const end = runEnd(text, dot + 1, HEX);
  if (end - dot - 1 !== 64 || inSet(WORD, text.charCodeAt(end)) || TOKEN_MASK.test(text.slice(start, end)))
    return dot + 1;
  out.push({ category: 'airtable-token', start, end });
  return end;
}

/** A Mailchimp API key, 32 hex + `-us` + a data-centre number, starting at `start`. */
export function mailchimpKey(text: string, start: number, out: Hit[]): number {
  const dash = start + 32;
  if (!boundary(text, start) || runEnd(text, start, HEX) !== dash) return dash + 1;
  const end = runEnd(text, dash + 3, DIGITS);
  if (
    end === dash + 3 ||
    end > dash + 5 ||
    inSet(WORD, text.charCodeAt(end)) ||
    TOKEN_MASK.test(text.slice(start, dash))
  )
    return dash + 1;
  out.push({ category: 'mailchimp-key', start, end });
  return end;
}

/**
 * A Telegram bot token, `123456789:AA…` (8–10 digits, 35 characters after the colon),
 * starting at `start`; also right after the `bot` of a Bot API URL path (`/bot123…:AA…/sendMessage`).
 */
export function telegramToken(text: string, start: number, out: Hit[]): number {
  const colon = runEnd(text, start, DIGITS);
  const digits = colon - start;
  const bounded = boundary(text, start) || (text.startsWith('bot', start - 3) && boundary(text, start - 3));
  if (digits < 8 || digits > 10 || !bounded || text.charCodeAt(colon) !== 0x3a) return colon + 1;
  const end = runEnd(text, colon + 1, WORD_DASH);
  if (end - colon - 1 !== 35 || TOKEN_MASK.test(text.slice(colon + 1, end))) return colon + 1;
  out.push({ category: 'telegram-bot-token', start, end });
  return end;
}

/** Hex digits that hold letters and digits and count up in no run (`0123456789abcdef` is filler, not a key). */
function randomHex(body: string): boolean {
  return /\d/.test(body) && /[a-f]/.test(body) && !isFillerTokenBody(body);
}
