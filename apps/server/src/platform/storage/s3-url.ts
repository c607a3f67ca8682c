/**
 * S3_URL: `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix][?region=REGION]` (http:// for
 * a server on the local network). The key and secret are percent-encoded; requests use path-style
 * addresses (host/bucket/key), which AWS S3 and every S3-compatible server understand; an
 * optional prefix keeps Cupido's files apart in a shared bucket.
 */
export type TS3Location = {
  endpoint: string;
  region: string;
  bucket: string;
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[\w.-]+$/;
const REGION = /^[a-z0-9-]{1,40}$/;

/** The parts of an S3_URL, or the reason it is not one (without echoing the secret). */
export function parseS3Url(value: string): TS3Location | { problem: string } {
  if (!URL.canParse(value)) return { problem: 'must be a URL' };
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problem: 'must start with https:// or http://' };
  }
  if (!url.username || !url.password) {
    return { problem: 'must hold the access key and secret (https://KEY:SECRET@host/bucket)' };
  }
  const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!BUCKET.test(bucket))
    return { problem: 'must name a bucket (https://KEY:SECRET@host/bucket)' };
  if (!prefix.every((part) => PREFIX_PART.test(part))) {
    return { problem: 'has a prefix with characters other than letters, digits, . - or _' };
  }
  const unknown = [...url.searchParams.keys()].filter((key) => key !== 'region');
  if (unknown.length > 0) return { problem: `has unknown options (${unknown.join(', ')})` };
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!REGION.test(region)) return { problem: 'has a region that is not a region name' };
  return {
    endpoint: url.origin,
    region,
    bucket,
    prefix: prefix.map((part) => `${part}/`).join(''),
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
