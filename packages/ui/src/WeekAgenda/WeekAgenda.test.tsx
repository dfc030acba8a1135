import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { WeekAgenda } from './WeekAgenda';
import { sampleItems, sampleTimeZone, sampleToday, sampleWeekStart } from './WeekAgenda.fixtures';

function renderAgenda(props: Partial<Parameters<typeof WeekAgenda>[0]> = {}) {
  return renderWithTheme(
    <WeekAgenda
      label="Appointments this week"
      weekStart={sampleWeekStart}
      timeZone={sampleTimeZone}
      items={sampleItems}
      today={sampleToday}
      {...props}
    />,
  );
}

/** The day (list item) under a heading. */
function day(name: string) {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no day ${name}`);
  return item;
}

describe('WeekAgenda', () => {
  it('lists Monday to Sunday under short day headings, in a named region', async () => {
    const { container } = renderAgenda();
    const region = screen.getByRole('region', { name: 'Appointments this week' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Mon 24 Nov',
      'Tue 25 Nov',
      'Wed 26 Nov',
      'Thu 27 Nov',
      'Fri 28 Nov',
      'Sat 29 Nov',
      'Sun 30 Nov',
    ]);
    await expectNoAxeViolations(container);
  });

  it("groups items by their day in the practitioner's zone, in time order, with local times", () => {
    renderAgenda();
    const monday = within(day('Mon 24 Nov')).getAllByRole('listitem');
    // 22:30 UTC on Sunday is 9:30 am on Monday in Sydney.
    expect(monday.map((item) => item.textContent)).toEqual([
      '9:30 amAlex CitizenVideo consultation',
      '10:15 amJordan LeeFollow-up',
      '2:00 pmSam NguyenPhone consultation',
    ]);
    expect(within(monday[0] as HTMLElement).getByText('9:30 am')).toHaveAttribute(
      'datetime',
      '2025-11-23T22:30:00Z',
    );
    expect(within(day('Wed 26 Nov')).getByText('Priya Sharma')).toBeInTheDocument();
    // Monday 1 December in Sydney is next week's.
    expect(screen.queryByText('Dana Brown')).not.toBeInTheDocument();
  });

  it('shows the same instants on other days in another zone', () => {
    renderAgenda({ timeZone: 'America/Los_Angeles' });
    // 22:30 UTC on Sunday 23 November is 2:30 pm that Sunday in Los Angeles: last week's, so not shown.
    expect(screen.queryByText('Alex Citizen')).not.toBeInTheDocument();
    // 05:45 UTC on Wednesday is 9:45 pm on Tuesday there; 13:30 UTC on Sunday 30 is 5:30 am that Sunday.
    expect(within(day('Tue 25 Nov')).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(day('Tue 25 Nov')).getByText('9:45 pm')).toBeInTheDocument();
    expect(within(day('Sun 30 Nov')).getByText('Dana Brown')).toBeInTheDocument();
    expect(within(day('Sun 30 Nov')).getByText('5:30 am')).toBeInTheDocument();
  });

  it('says so under a day with nothing on it', () => {
    renderAgenda({ emptyDayLabel: 'Free' });
    expect(within(day('Tue 25 Nov')).getByText('Free')).toBeInTheDocument();
    expect(within(day('Mon 24 Nov')).queryByText('Free')).not.toBeInTheDocument();
    expect(within(day('Sun 30 Nov')).getByText('Free')).toBeInTheDocument();
  });

  it('says No appointments by default, for an empty week', async () => {
    const { container } = renderAgenda({ items: [] });
    expect(screen.getAllByText('No appointments')).toHaveLength(7);
    await expectNoAxeViolations(container);
  });

  it("marks today's day with aria-current and a Today badge", () => {
    renderAgenda();
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'date');
    expect(current).toEqual([day('Wed 26 Nov')]);
    expect(within(day('Wed 26 Nov')).getByText('Today')).toBeInTheDocument();
  });

  it('marks no day when today is in another week', () => {
    renderAgenda({ today: new Date('2025-12-03T01:00:00Z') });
    expect(screen.queryByText('Today')).not.toBeInTheDocument();
  });

  it('starts on the Monday of the week that weekStart falls in', () => {
    renderAgenda({ weekStart: new Date(2025, 10, 27) });
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Mon 24 Nov');
  });

  it('announces loading and shows placeholders instead of items', async () => {
    const { container } = renderAgenda({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading appointments');
    expect(screen.getByRole('region', { name: 'Appointments this week' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText('Alex Citizen')).not.toBeInTheDocument();
    expect(screen.queryByText('No appointments')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("renders each item's actions", () => {
    renderAgenda({
      items: [
        {
          id: 'a',
          startsAt: '2025-11-24T23:00:00Z',
          title: 'Alex Citizen',
          actions: <Button size="sm">Join</Button>,
        },
      ],
      headingLevel: 2,
    });
    expect(within(day('Tue 25 Nov')).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
  });
});
