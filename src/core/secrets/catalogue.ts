/**
 * Credentials that name themselves by a vendor prefix (`glpat-`, `sk_live_`, `hf_`, `SG.`...), so
 * they are recognised anywhere in text, without a name or a position to say so.
 *
 * The patterns below are transcribed from the default rule set of gitleaks
 * (https://github.com/gitleaks/gitleaks, `config/gitleaks.toml`, its rules that identify a secret by
 * its own prefix; rules that need a keyword beside the value are left to our name rules). Gitleaks
 * writes RE2 with inline `(?i)` flags, which JavaScript regexes lack, so the case-insensitive parts
 * are spelled out as character classes, and gitleaks' own boundary groups are replaced by ours
 * (see `shapes.ts`). Each entry keeps the gitleaks rule id it comes from.
 *
 * Gitleaks is distributed under the MIT License:
 *
 *   Copyright (c) 2019 Zachary Rice
 *
 *   Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
 *   associated documentation files (the "Software"), to deal in the Software without restriction,
 *   including without limitation the rights to use, copy, modify, merge, publish, distribute,
 *   sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is
 *   furnished to do so, subject to the following conditions:
 *
 *   The above copyright notice and this permission notice shall be included in all copies or
 *   substantial portions of the Software.
 *
 *   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT
 *   NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 *   NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 *   DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT
 *   OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */

export interface CatalogueShape {
  /** The gitleaks rule id (or ours, for the few entries gitleaks has no prefix rule for). */
  id: string;
  source: string;
  /**
   * The prefix is common enough in ordinary text (`SK`, `API-`, `EAAA`) that the match must not
   * be glued to a letter or digit on its left.
   */
  weakPrefix?: boolean;
}

/** Letters of either case: gitleaks' `(?i)[a-z0-9]`. */
const ALNUM = 'A-Za-z0-9';

export const CATALOGUE_SHAPES: readonly CatalogueShape[] = [
  { id: '1password-service-account-token', source: 'ops_eyJ[a-zA-Z0-9+/]{250,}={0,3}' },
  { id: 'adobe-client-secret', source: `p8e-[${ALNUM}]{32}`, weakPrefix: true },
  { id: 'age-secret-key', source: 'AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}' },
  { id: 'alibaba-access-key-id', source: `LTAI[${ALNUM}]{20}`, weakPrefix: true },
  { id: 'artifactory-api-key', source: 'AKCp[A-Za-z0-9]{69}' },
  { id: 'atlassian-api-token', source: 'ATATT3[A-Za-z0-9_\\-=]{186}' },
  { id: 'aws-access-token', source: '(?:A3T[A-Z0-9]|ABIA|ACCA)[A-Z2-7]{16}', weakPrefix: true },
  // Matched from its `Q~` on, what comes before checked by a lookbehind after the literal (a pattern
  // that starts with a character class or a lookbehind is tried at every position of the text; one
  // that starts with a literal lets the regex engine skip ahead): the head before `Q~` stays readable.
  { id: 'azure-ad-client-secret', source: 'Q~(?<=[a-zA-Z0-9_~.]{3}\\dQ~)[a-zA-Z0-9_~.-]{31,34}' },
  { id: 'clojars-api-token', source: `CLOJARS_[${ALNUM}]{60}` },
  { id: 'cloudflare-origin-ca-key', source: 'v1\\.0-[a-f0-9]{24}-[a-f0-9]{146}' },
  { id: 'databricks-api-token', source: 'dapi[a-f0-9]{32}(?:-\\d)?', weakPrefix: true },
  { id: 'digitalocean-token', source: 'do[opr]_v1_[a-f0-9]{64}' },
  { id: 'doppler-api-token', source: `dp\\.pt\\.[${ALNUM}]{43}` },
  { id: 'duffel-api-token', source: `duffel_(?:test|live)_[${ALNUM}_\\-=]{43}` },
  { id: 'dynatrace-api-token', source: `dt0c01\\.[${ALNUM}]{24}\\.[${ALNUM}]{64}` },
  { id: 'easypost-api-token', source: `EZ[AT]K[${ALNUM}]{54}` },
  { id: 'facebook-page-access-token', source: `EAA[MC][${ALNUM}]{100,}` },
  { id: 'flutterwave-key', source: 'FLW(?:SECK|PUBK)_TEST-[a-hA-H0-9]{12}(?:[a-hA-H0-9]{20}-X)?' },
  { id: 'flyio-access-token', source: 'fo1_[\\w-]{43}|fm1[ar]_[a-zA-Z0-9+/]{100,}={0,3}|fm2_[a-zA-Z0-9+/]{100,}={0,3}' },
  { id: 'frameio-api-token', source: `fio-u-[${ALNUM}\\-_=]{64}` },
  { id: 'gitlab-token', source: 'gl(?:cbt-[0-9a-zA-Z]{1,5}_|dt-|ffct-|ft-|imt-|agent-|oas-|pat-|ptt-|rt-|soat-)[0-9a-zA-Z_-]{20,300}(?:\\.[0-9a-z]{9})?' },
  { id: 'gitlab-rrt', source: 'GR1348941[\\w-]{20}' },
  { id: 'grafana-api-key', source: 'eyJrIjoi[A-Za-z0-9]{70,400}={0,3}' },
  { id: 'grafana-cloud-api-token', source: 'glc_[A-Za-z0-9+/]{32,400}={0,3}' },
  { id: 'grafana-service-account-token', source: 'glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}' },
  { id: 'harness-api-key', source: '(?:pat|sat)\\.[a-zA-Z0-9_-]{22}\\.[a-zA-Z0-9]{24}\\.[a-zA-Z0-9]{20}', weakPrefix: true },
  { id: 'hashicorp-tf-api-token', source: `\\.(?<=[${ALNUM}]{14}\\.)atlasv1\\.[${ALNUM}\\-_=]{60,70}` },
  { id: 'heroku-api-key-v2', source: 'HRKU-AA[0-9a-zA-Z_-]{58}' },
  { id: 'huggingface-access-token', source: 'hf_[a-zA-Z]{34}' },
  { id: 'huggingface-organization-api-token', source: 'api_org_[a-zA-Z]{34}' },
  { id: 'infracost-api-token', source: 'ico-[a-zA-Z0-9]{32}', weakPrefix: true },
  { id: 'intra42-client-secret', source: 's-s4t2(?:ud|af)-[a-fA-F0-9]{64}' },
  { id: 'linear-api-key', source: `lin_api_[${ALNUM}]{40}` },
  { id: 'notion-api-token', source: 'ntn_[0-9]{11}[A-Za-z0-9]{35}' },
  { id: 'npm-access-token', source: `npm_[${ALNUM}]{36}` },
  { id: 'octopus-deploy-api-key', source: 'API-[A-Z0-9]{26}', weakPrefix: true },
  { id: 'openshift-user-token', source: 'sha256~[\\w-]{43}' },
  { id: 'perplexity-api-key', source: 'pplx-[a-zA-Z0-9]{48}' },
  { id: 'planetscale-token', source: 'pscale_(?:tkn|oauth|pw)_[\\w=.-]{32,64}' },
  { id: 'postman-api-token', source: 'PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34}' },
  { id: 'prefect-api-token', source: 'pnu_[a-zA-Z0-9]{36}' },
  { id: 'pulumi-api-token', source: 'pul-[a-f0-9]{40}', weakPrefix: true },
  { id: 'pypi-upload-token', source: 'pypi-AgEIcHlwaS5vcmc[\\w-]{50,1000}' },
  { id: 'readme-api-token', source: 'rdme_[a-z0-9]{70}' },
  { id: 'rubygems-api-token', source: 'rubygems_[a-f0-9]{48}' },
  { id: 'scalingo-api-token', source: 'tk-us-[\\w-]{48}' },
  { id: 'sendgrid-api-token', source: `SG\\.[${ALNUM}=_\\-.]{66}` },
  { id: 'sendinblue-api-token', source: `xkeysib-[a-f0-9]{64}-[${ALNUM}]{16}` },
  { id: 'sentry-user-token', source: 'sntryu_[a-f0-9]{64}' },
  { id: 'sentry-org-token', source: 'sntrys_eyJpYXQiO[a-zA-Z0-9+/=_]{60,}' },
  { id: 'settlemint-token', source: 'sm_(?:aat|pat|sat)_[a-zA-Z0-9]{16}' },
  { id: 'shippo-api-token', source: 'shippo_(?:live|test)_[a-fA-F0-9]{40}' },
  { id: 'shopify-token', source: 'shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}' },
  { id: 'slack-config-token', source: `xoxe(?:\\.xox[bp])?-\\d-[${ALNUM}]{146,166}` },
  { id: 'slack-webhook-url', source: '(?:https?://)?hooks\\.slack\\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}' },
  { id: 'sourcegraph-access-token', source: 'sgp_(?:[a-fA-F0-9]{16}_|local_)?[a-fA-F0-9]{40}' },
  { id: 'square-access-token', source: '(?:EAAA|sq0atp-)[\\w-]{22,60}', weakPrefix: true },
  { id: 'stripe-access-token', source: '(?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99}' },
  { id: 'twilio-api-key', source: 'SK[0-9a-fA-F]{32}' },
  { id: 'typeform-api-token', source: `tfp_[${ALNUM}\\-_.=]{59}` },
  { id: 'vault-token', source: 'hv[bs]\\.[\\w-]{90,300}' },
  // Not prefix rules in gitleaks' set; written for this project.
  // From the dot on: the first part is the bot's user id in base64 (public); the rest signs it.
  { id: 'discord-bot-token', source: '\\.(?<=[MNO][A-Za-z0-9_-]{23,27}\\.)[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,40}' },
  { id: 'google-oauth-access-token', source: 'ya29\\.[0-9A-Za-z_-]{20,}' },
];
