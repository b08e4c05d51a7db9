/**
 * @jest-environment node
 */
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { lazyPage, type RemotePage } from '../react';
import type { RouteRecord } from '../contracts/host-remote';
import { createRemotePrerender } from './index';

const m = defineMessages({
  title: { id: 'test.title', defaultMessage: 'Hello' },
  body: { id: 'test.body', defaultMessage: 'Welcome, {name}.' },
});

const Greeting: RemotePage = ({ props }) => {
  const intl = useIntl();
  return (
    <main>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p>{intl.formatMessage(m.body as MessageDescriptor, { name: 'guest' })}</p>
      <a href={props.hrefFor('/faq')}>FAQ</a>
    </main>
  );
};
Greeting.title = m.title;

/** A page larger than React's progressive chunk size (a policy text). */
const Long: RemotePage = () => (
  <article>
    {Array.from({ length: 400 }, (_, i) => (
      <p key={i}>{`Paragraph ${i} of a long text that goes on for a while, like a policy does.`}</p>
    ))}
  </article>
);

const route = (page: string, path = '/'): RouteRecord => ({
  remote: 'mfe_marketing',
  page,
  params: {},
  query: {},
  layout: 'basic',
  middleware: [],
  path,
  hash: '',
});

const render = createRemotePrerender({
  name: 'mfe_marketing',
  contractVersion: 1,
  build: { version: '9.9.9', label: 'test' },
  pages: {
    greeting: Greeting,
    lazy: lazyPage(() => Promise.resolve({ Greeting }), 'Greeting'),
    long: lazyPage(() => Promise.resolve({ Long }), 'Long'),
    picture: () => <img src="/a.png" alt="" fetchPriority="high" />,
    broken: lazyPage<null, 'Broken'>(
      () =>
        Promise.resolve({
          Broken: () => {
            throw new Error('page bug');
          },
        }),
      'Broken',
    ),
  },
  messages: async (locale): Promise<{ default: Record<string, string> }> => ({
    default:
      locale === 'ja' ? { 'test.title': 'こんにちは', 'test.body': 'ようこそ、{name}さん。' } : {},
  }),
});

describe('createRemotePrerender', () => {
  it('renders a page in the locale with its title, links and the remote marker', async () => {
    const out = (await render({
      route: route('greeting'),
      locale: 'ja',
      hrefFor: (p) => `/ja${p}`,
    }))!;
    expect(out).toMatchObject({
      title: 'こんにちは',
      remote: 'mfe_marketing',
      version: '9.9.9',
      page: 'greeting',
      locale: 'ja',
    });
    expect(out.html).toContain('<h1>こんにちは</h1>');
    expect(out.html).toContain('ようこそ、guestさん。');
    expect(out.html).toContain('href="/ja/faq"');
    expect(out.html).toContain('data-remote="mfe_marketing"');
    expect(out.html).toContain('data-version="9.9.9"');
  });

  it('hands the preloads React hoists to the head: the fragment starts with its marker', async () => {
    const out = (await render({ route: route('picture'), locale: 'en-US', hrefFor: (p) => p }))!;
    expect(out.head).toMatch(/^<link rel="preload" as="image" href="\/a.png"[^>]*\/>$/);
    expect(out.html).toMatch(/^<div [^>]*data-remote="mfe_marketing"/);
  });

  it('waits for a lazy page instead of rendering its loading state', async () => {
    const out = (await render({ route: route('lazy'), locale: 'en-US', hrefFor: (p) => p }))!;
    expect(out.html).toContain('<h1>Hello</h1>');
    expect(out.html).not.toContain('aria-busy');
  });

  it('renders a long page inline: plain HTML, no script (the page CSP refuses them)', async () => {
    const out = (await render({ route: route('long'), locale: 'en-US', hrefFor: (p) => p }))!;
    expect(out.html.length).toBeGreaterThan(20_000);
    expect(out.html).toContain('<p>Paragraph 399 of a long text');
    expect(out.html).not.toMatch(/<script|<template/);
  });

  it('fails on an error inside the page instead of leaving its loading state in the HTML', async () => {
    await expect(
      render({ route: route('broken'), locale: 'en-US', hrefFor: (p) => p }),
    ).rejects.toThrow('page bug');
  });

  it('refuses an unknown page loudly (a build error, not an empty page)', async () => {
    await expect(
      render({ route: route('nope'), locale: 'en-US', hrefFor: (p) => p }),
    ).rejects.toThrow('has no page "nope"');
  });
});
