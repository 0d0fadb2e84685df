import { describe, expect, it } from 'vitest';
import {
  CREDENTIALS_MESSAGE,
  destinationLink,
  INVALID_LINK_MESSAGE,
  LINK_SCHEME_MESSAGE,
  LINK_TOO_LONG_MESSAGE,
  MAX_LINK_LENGTH,
  normaliseLink,
  WHITESPACE_MESSAGE,
} from './destination-link';

describe('destination link', () => {
  it.each([
    ['HTTPS://Example.COM/Recipes/Soup?x=1#Step-2', 'https://example.com/Recipes/Soup?x=1#Step-2'],
    ['  http://example.com  ', 'http://example.com/'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['http://example.com:8080/a', 'http://example.com:8080/a'],
    ['https://bücher.example/ä', 'https://xn--bcher-kva.example/%C3%A4'],
    ['https://example.com/#', 'https://example.com/'],
  ])('normalises %s', (input, expected) => {
    expect(normaliseLink(input)).toEqual({ link: expected });
    expect(destinationLink.parse(input)).toBe(expected);
  });

  it('takes an empty link or null as no link', () => {
    expect(destinationLink.parse('')).toBeNull();
    expect(destinationLink.parse('   ')).toBeNull();
    expect(destinationLink.parse(null)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', LINK_SCHEME_MESSAGE],
    ['JavaScript:alert(1)', LINK_SCHEME_MESSAGE],
    ['data:text/html,<b>x</b>', LINK_SCHEME_MESSAGE],
    ['file:///etc/passwd', LINK_SCHEME_MESSAGE],
    ['ftp://example.com/file', LINK_SCHEME_MESSAGE],
    ['example.com/page', LINK_SCHEME_MESSAGE],
    ['//example.com/page', LINK_SCHEME_MESSAGE],
    ['https://user:secret@example.com/', CREDENTIALS_MESSAGE],
    ['https://user@example.com/', CREDENTIALS_MESSAGE],
    ['https://example.com/a b', WHITESPACE_MESSAGE],
    ['https://example.com/a\tb', WHITESPACE_MESSAGE],
    ['https://example.com/\u0000', WHITESPACE_MESSAGE],
    ['https://example.com/\u007f', WHITESPACE_MESSAGE],
    ['https://example.com/a\u2028b', WHITESPACE_MESSAGE],
    // Not a web address at all: said so, not that it has spaces or lacks a scheme.
    ['not a url', INVALID_LINK_MESSAGE],
    ['not-a-url', INVALID_LINK_MESSAGE],
    ['my blog', INVALID_LINK_MESSAGE],
    ['https://', INVALID_LINK_MESSAGE],
    ['https://exa[mple.com/', INVALID_LINK_MESSAGE],
    [`https://example.com/${'a'.repeat(MAX_LINK_LENGTH)}`, LINK_TOO_LONG_MESSAGE],
    [`https://example.com/${'a'.repeat(10_000)}`, LINK_TOO_LONG_MESSAGE],
    // Within the limit as typed, over it once encoded: Pinterest counts what is sent.
    [`https://example.com/${'é'.repeat(700)}`, LINK_TOO_LONG_MESSAGE],
  ])('refuses %j', (input, message) => {
    expect(normaliseLink(input)).toEqual({ problem: message });
    const parsed = destinationLink.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('says what it expects', () => {
    expect(LINK_SCHEME_MESSAGE).toBe('Link must start with http:// or https://');
    expect(LINK_TOO_LONG_MESSAGE).toBe('Link must be at most 2,048 characters');
    expect(destinationLink.safeParse(42).error?.issues[0]?.message).toBe('Link must be text');
  });

  it('keeps a link of exactly the limit', () => {
    const link = `https://example.com/${'a'.repeat(MAX_LINK_LENGTH - 'https://example.com/'.length)}`;
    expect(link).toHaveLength(MAX_LINK_LENGTH);
    expect(destinationLink.parse(link)).toBe(link);
  });
});
