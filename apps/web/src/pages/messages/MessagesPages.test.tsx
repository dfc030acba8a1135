import type { ChatMessage, ConversationSummary } from '@telehealth/contract';
import { messageComposerMessages as composerMessages } from '@telehealth/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { users } from '../../test/fixtures';
import { FakeSocket, renderChat } from '../../test/renderChat';
import { preloadPages } from '../../test/renderRoute';

const patient = users.patient;
const practitioner = { ...users.practitioner, firstName: 'Sarah', lastName: 'Chen' };

const sarah: ConversationSummary = {
  user: { id: practitioner.id, firstName: 'Sarah', lastName: 'Chen', role: 'practitioner' },
  unread: 0,
  online: true,
};

function message(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'content'>): ChatMessage {
  return {
    senderId: practitioner.id,
    receiverId: patient.id,
    assessmentId: null,
    isRead: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

async function openPatientChat(history: ChatMessage[] = [], unread = 0) {
  const view = renderChat(`/dashboard/messages?with=${practitioner.id}`, patient, {
    '/api/messages/conversations': [sarah],
    '/api/messages/unread-count': { count: unread },
    [`/api/messages/${practitioner.id}`]: history,
  });
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  FakeSocket.latest.open();
  const log = await screen.findByRole('log', { name: 'Messages: Sarah Chen' }, { timeout: 5000 });
  return { ...view, log, socket: FakeSocket.latest };
}

// Whole routes with lazy pages and axe are slow on a shared 2-core machine.

// The three conversation pages' code is compiled before the first test, not inside its wait for the log.
// A minute for that compile on a busy machine.
beforeAll(() => preloadPages('/dashboard/messages', '/practitioner/messages', '/admin/messaging'), 60_000);

afterEach(() => {
  FakeSocket.instances = [];
});

describe('patient messages', () => {
  it('shows a sent message as pending, then sent, then read, in words', async () => {
    const user = userEvent.setup();
    const { log, socket, container } = await openPatientChat();
    expect(log).toHaveAttribute('aria-live', 'polite');

    await user.type(screen.getByLabelText('Message'), 'Hello doctor');
    await user.keyboard('{Enter}');

    const pending = await within(log).findByText('Hello doctor');
    const item = pending.closest('li') as HTMLElement;
    expect(within(item).getByText('Sending…')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    const [frame] = socket.sentOfType('chat_message');
    expect(frame?.payload).toMatchObject({
      senderId: patient.id,
      receiverId: practitioner.id,
      content: 'Hello doctor',
    });

    const stored = message({
      id: 41,
      senderId: patient.id,
      receiverId: practitioner.id,
      content: 'Hello doctor',
    });
    socket.receive('chat_message', stored);
    await waitFor(() => expect(within(log).getByText('Sent')).toBeInTheDocument());
    expect(within(log).getAllByText('Hello doctor')).toHaveLength(1);

    socket.receive('read_receipt', {
      messageId: 41,
      readerId: practitioner.id,
      readAt: new Date().toISOString(),
    });
    await waitFor(() => expect(within(log).getByText('Read')).toBeInTheDocument());
    await expectNoAxeViolations(container);
  });

  it("writes a message's time as Australians do ('4:00 pm', never '04:00 pm')", async () => {
    const { log } = await openPatientChat([
      message({ id: 8, content: 'Morning', createdAt: new Date().toISOString() }),
    ]);
    await within(log).findByText('Morning');
    const time = log.querySelector('time');
    expect(time?.textContent).toMatch(/^([1-9]|1[0-2]):[0-5]\d (am|pm)$/);
  });

  it('offers a way back to the list from an open conversation (the phone layout shows one at a time)', async () => {
    const user = userEvent.setup();
    const { router } = await openPatientChat();
    const back = screen.getByRole('link', { name: '← Back to your practitioners' });
    expect(back).toHaveAttribute('href', '/dashboard/messages');
    await user.click(back);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Choose a conversation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
  });

  it('keeps line breaks and Shift+Enter makes a new line instead of sending', async () => {
    const user = userEvent.setup();
    const { socket } = await openPatientChat();
    const box = screen.getByLabelText('Message');
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(socket.sentOfType('chat_message')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sentOfType('chat_message')[0]?.payload.content).toBe('line one\nline two');
  });

  it('keeps a 5,000-character message inside the thread, which scrolls by itself above the composer', async () => {
    const long = `${'x'.repeat(2500)} ${'y'.repeat(2499)}`;
    const { log, socket } = await openPatientChat([message({ id: 8, content: 'Earlier' })]);
    // The thread is its own scroll container, at most half a phone's height, and breaks long words.
    const style = getComputedStyle(log);
    expect(style.overflowY).toBe('auto');
    expect(style.maxHeight).toBe('50vh');
    expect(style.overflowWrap).toBe('anywhere');
    // The composer is outside it, so it stays put under the thread however long the thread grows.
    const composer = screen.getByLabelText('Message');
    expect(log).not.toContainElement(composer);
    expect(log.compareDocumentPosition(composer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // A new message scrolls the thread, not the page, to its end.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 4917 });
    const scrollPage = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    socket.receive('chat_message', message({ id: 9, content: long }));
    await within(log).findByText(long, { normalizer: (text) => text });
    await waitFor(() => expect(log.scrollTop).toBe(4917));
    expect(scrollPage).not.toHaveBeenCalled();
    scrollPage.mockRestore();
  });

  it('renders message text as text, never as HTML', async () => {
    const attack = '<img src=x onerror="window.__pwned=1">\n<b>bold</b>';
    const { log } = await openPatientChat([message({ id: 7, content: attack })]);
    const content = await within(log).findByTestId('chat-message-content');
    expect(content.textContent).toBe('<img src=x onerror="window.__pwned=1"><b>bold</b>');
    expect(content.querySelector('img')).toBeNull();
    expect(content.querySelector('b')).toBeNull();
    expect(content.querySelectorAll('br')).toHaveLength(1);
  });

  it('shows the typing indicator in a polite live region and presence in words', async () => {
    const { socket } = await openPatientChat();
    socket.receive('presence_update', { userId: practitioner.id, online: true });
    socket.receive('typing', { senderId: practitioner.id, receiverId: patient.id });
    const indicator = await screen.findByText('Sarah is typing…');
    expect(indicator).toHaveAttribute('aria-live', 'polite');
    const pane = screen.getByRole('region', { name: 'Sarah Chen' });
    expect(within(pane).getByText('Online')).toBeInTheDocument();
  });

  it('tells the counterpart the patient is typing', async () => {
    const user = userEvent.setup();
    const { socket } = await openPatientChat();
    await user.type(screen.getByLabelText('Message'), 'Hi');
    expect(socket.sentOfType('typing')[0]?.payload).toEqual({
      senderId: patient.id,
      receiverId: practitioner.id,
    });
  });

  it('keeps the typed text and says so when the socket is down', async () => {
    const user = userEvent.setup();
    const { socket, log } = await openPatientChat();
    socket.drop();
    await user.type(screen.getByLabelText('Message'), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(composerMessages.notConnected)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Please call me');
    expect(within(log).queryByText('Please call me')).toBeNull();
    expect(socket.sentOfType('chat_message')).toHaveLength(0);
  });

  it('shows the unread count on the Messages menu item', async () => {
    await openPatientChat([], 3);
    const nav = screen.getByRole('navigation', { name: 'Dashboard navigation' });
    expect(await within(nav).findByRole('link', { name: 'Messages (3 unread)' })).toBeInTheDocument();
  });

  it('lists the practitioners with presence and unread counts, and opens one by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderChat('/dashboard/messages', patient, {
      '/api/messages/conversations': [
        { ...sarah, unread: 2, lastMessage: message({ id: 3, content: 'See you' }) },
      ],
      '/api/messages/unread-count': { count: 2 },
      [`/api/messages/${practitioner.id}`]: [],
    });
    expect(await screen.findByText('Choose a conversation')).toBeInTheDocument();
    const entry = await screen.findByRole('button', { name: /Sarah Chen/ });
    expect(within(entry).getByText('2 unread')).toBeInTheDocument();
    expect(within(entry).getByText('Online')).toBeInTheDocument();
    entry.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('log', { name: 'Messages: Sarah Chen' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the fetch error and an empty list state', async () => {
    renderChat(`/dashboard/messages?with=${practitioner.id}`, patient, {
      '/api/messages/conversations': [],
      '/api/messages/unread-count': { count: 0 },
    });
    expect(await screen.findByText('No practitioners to message yet')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch messages: 404')).toBeInTheDocument();
  });
});

describe('practitioner and admin messages', () => {
  it('links a message to its assessment and opens an assessment conversation', async () => {
    renderChat(`/practitioner/messages?assessmentId=9&with=${patient.id}`, practitioner, {
      '/api/messages/conversations': [
        {
          user: { id: patient.id, firstName: 'Sam', lastName: 'Taylor', role: 'patient' },
          unread: 0,
          online: false,
        },
      ],
      '/api/messages/unread-count': { count: 0 },
      '/api/messages/assessment/9': [
        message({
          id: 5,
          senderId: patient.id,
          receiverId: practitioner.id,
          assessmentId: 9,
          content: 'About my results',
        }),
      ],
    });
    const log = await screen.findByRole(
      'log',
      { name: 'Messages: Assessment #9 with Sam Taylor' },
      { timeout: 5000 },
    );
    expect(await within(log).findByText('About my results')).toBeInTheDocument();
    expect(within(log).getByRole('link', { name: 'Assessment #9' })).toHaveAttribute(
      'href',
      '/practitioner/assessments/9',
    );
  });

  it('opens an assessment conversation with its patient, whom the server names (no ?with=)', async () => {
    renderChat('/practitioner/messages?assessmentId=9', practitioner, {
      '/api/messages/conversations': [
        {
          user: { id: patient.id, firstName: 'Sam', lastName: 'Taylor', role: 'patient' },
          unread: 0,
          online: false,
        },
      ],
      '/api/messages/unread-count': { count: 0 },
      '/api/assessments/9': { id: 9, patientId: patient.id },
      '/api/messages/assessment/9': [],
    });
    expect(
      await screen.findByRole('log', { name: 'Messages: Assessment #9 with Sam Taylor' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cannot reply about it/)).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/message/i, { selector: 'textarea' })).toBeInTheDocument();
  });

  it('sends an admin broadcast without a receiver and confirms it from the echo', async () => {
    const user = userEvent.setup();
    const admin = users.admin;
    const { container } = renderChat('/admin/messaging', admin, {
      '/api/messages/conversations': [],
      '/api/messages/unread-count': { count: 0 },
    });
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    FakeSocket.latest.open();
    await user.type(await screen.findByLabelText('Broadcast message'), 'Clinic closed Friday');
    await user.click(screen.getByRole('button', { name: 'Send broadcast' }));
    expect(FakeSocket.latest.sentOfType('chat_message')[0]?.payload).toMatchObject({
      senderId: admin.id,
      receiverId: null,
      content: 'Clinic closed Friday',
    });
    FakeSocket.latest.receive(
      'chat_message',
      message({ id: 90, senderId: admin.id, receiverId: null, content: 'Clinic closed Friday' }),
    );
    expect(await screen.findByText('Broadcast sent to all patients.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
