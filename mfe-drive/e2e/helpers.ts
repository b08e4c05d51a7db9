import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openWithCode } from '../../host/e2e/helpers';
import { controlPost } from '../../infra/e2e/control';

export const PASSWORD = 'cumulus-demo';

/**
 * A new user with a small drive of its own (control endpoint, loopback only), so specs that
 * change files run in parallel without seeing each other's changes.
 */
export async function freshUser(request: APIRequestContext, opts: { quota?: number } = {}) {
  const res = await controlPost(request, '/users', opts);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { email: string; user_id: string };
}

/**
 * Signs in and lands on `path`: a code from the API's sign-in form, bound to this tab's PKCE
 * verifier, that the host exchanges (as after the sign-in page). The sign-in pages themselves
 * are host/e2e/auth.spec.ts's; here they would only cost two page loads per test.
 */
export async function signIn(page: Page, email: string, path = '/drive/all') {
  await openWithCode(page, page.request, email, path);
  await expect(page.getByTestId('drive-page')).toBeVisible();
}

/**
 * Signs in through the sign-in pages, as a person does (the host's button, the API's form), and
 * lands on `path`: for journeys that test the sign-in itself (with an API origin down, say).
 */
export async function signInThroughPages(page: Page, email: string, path = '/drive/all') {
  await page.goto(path);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByTestId('drive-page')).toBeVisible();
}

export const list = (page: Page) => page.getByTestId('drive-list');
export const item = (page: Page, name: string) =>
  list(page).getByRole('option', { name: new RegExp(`^${escapeRe(name)}\\b`) });

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Selects an item by its checkbox (like a person with a mouse). */
export async function check(page: Page, name: string) {
  await item(page, name).locator('[data-check]').click();
}
