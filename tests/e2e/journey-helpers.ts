import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import type { OutboundMessage } from '@telehealth/contract';
import { demoAccounts, demoPassword } from './helpers';

// Shared by the patient journey specs: API sessions, a paid assessment, and the outbox.

type Playwright = { request: { newContext: (options: object) => Promise<APIRequestContext> } };

/** An API session (cookies kept) that passes the server's same-origin check. */
export async function apiSession(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
}

export async function adminSession(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  const api = await apiSession(playwright, baseURL);
  const login = await api.post('/api/auth/login', {
    data: { email: demoAccounts.admin, password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  return api;
}

let patients = 0;
/** A unique email and Australian mobile for a new patient of this run. */
export function newPatientIdentity(label: string) {
  const n = `${Date.now()}${++patients}`;
  return {
    firstName: 'Sam',
    lastName: label,
    email: `${label.toLowerCase()}.${n}@example.com`,
    // 041x is an allocated mobile range; any digits after 04 were not (0446…, 0454… fail the phone rule).
    mobile: `041${n.slice(-7)}`,
  };
}

/** Registers a patient through the API (the session starts on the returned context). */
export async function registeredPatient(playwright: Playwright, baseURL: string, label: string) {
  const who = newPatientIdentity(label);
  const api = await apiSession(playwright, baseURL);
  const response = await api.post('/api/auth/register', {
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      phone: who.mobile,
      password: demoPassword,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return { api, ...who };
}

/** An erectile dysfunction answer set with no red flag. */
export const safeEdAnswers = {
  age: 42,
  duration: 'over_6_months',
  frequency: 'often',
  morningErections: true,
  chestPainOnExertion: false,
  recentHeartAttackOrStroke: false,
  bloodPressure: 'normal',
  takesNitrates: false,
  usesPoppers: false,
  otherMedicines: false,
};

/** Creates, answers, submits and pays (4242) an ED assessment through the API; returns its id. */
export async function paidAssessment(api: APIRequestContext): Promise<number> {
  const created = await api.post('/api/assessments', { data: { type: 'erectile_dysfunction' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { id } = (await created.json()) as { id: number };
  const saved = await api.put(`/api/assessments/${id}/answers`, { data: { answers: safeEdAnswers } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const submitted = await api.post(`/api/assessments/${id}/submit`);
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const paid = await api.post(`/api/checkout/${id}/pay`, {
    data: {
      card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      idempotencyKey: randomUUID(),
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  return id;
}

/** The latest outbox rows (newest first), through the admin API. */
export async function outbox(admin: APIRequestContext, channel: 'email' | 'sms'): Promise<OutboundMessage[]> {
  const response = await admin.get(`/api/admin/outbox?limit=100&channel=${channel}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutboundMessage[] }).items;
}
