import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../test/render';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { sampleRequirements } from './PasswordStrengthMeter.fixtures';
import { type PasswordRequirement, passwordStrength } from './passwordStrength';

const allMessages = sampleRequirements.map((requirement) => requirement.message);

describe('passwordStrength', () => {
  // Hand-computed: 16 points per requirement met (80 / 5), +2 per character over 8 (max 5),
  // +2 per distinct character over 8 (max 5), capped at 100.
  it.each([
    // password, requirements met, length bonus, distinct bonus, score, level
    ['', 0, 0, 0, 0, 'weak'],
    ['abc', 1, 0, 0, 16, 'weak'],
    ['abcdefgh', 2, 0, 0, 32, 'weak'],
    ['aaaaaaaaaaaa', 2, 8, 0, 40, 'fair'],
    ['Aaaaaaaaaaaaa', 3, 10, 0, 58, 'fair'],
    ['Abcdefghaaaaa', 3, 10, 2, 60, 'good'],
    ['Password1', 4, 2, 0, 66, 'good'],
    ['Abcdefghij1b', 4, 8, 6, 78, 'good'],
    ['Abcdefghijk1', 4, 8, 8, 80, 'strong'],
    ['Passw0rd!', 5, 2, 0, 82, 'strong'],
    ['Abcdefgh1!', 5, 4, 4, 88, 'strong'],
    ['Abcdefghijklmnop1!', 5, 10, 10, 100, 'strong'],
  ] as const)('%j scores %i + %i + %i', (password, met, lengthBonus, distinctBonus, score, level) => {
    expect(16 * met + lengthBonus + distinctBonus).toBe(score);
    const result = passwordStrength(password, sampleRequirements);
    expect(result.score).toBe(score);
    expect(result.level).toBe(level);
    expect(result.unmet).toHaveLength(5 - met);
  });

  it('lists the unmet requirements in order with their exact messages', () => {
    expect(passwordStrength('', sampleRequirements).unmet.map((r) => r.message)).toEqual(allMessages);
    expect(passwordStrength('abcdefgh', sampleRequirements).unmet.map((r) => r.id)).toEqual([
      'uppercase',
      'number',
      'symbol',
    ]);
  });

  it('caps the score at 100 whatever the requirements', () => {
    const easy: PasswordRequirement[] = [{ id: 'any', message: 'Anything', test: () => true }];
    expect(passwordStrength('Abcdefghijklmnop1!', easy).score).toBe(100);
  });

  it('has no rules of its own: with none given, the share met is whole', () => {
    expect(passwordStrength('', [])).toMatchObject({ score: 80, level: 'strong', unmet: [] });
  });

  it('scales the 80 points by the share of the given requirements', () => {
    const two = sampleRequirements.slice(0, 2);
    // 'abc' meets lowercase only: half of 80.
    expect(passwordStrength('abc', two)).toMatchObject({ score: 40, level: 'fair' });
  });
});

describe('PasswordStrengthMeter', () => {
  it('shows the level, a meter with the score and every requirement as met or unmet', async () => {
    const { container } = renderWithTheme(
      <PasswordStrengthMeter password="Password1" requirements={sampleRequirements} />,
    );
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', '66');
    expect(meter).toHaveAttribute('aria-valuetext', 'Good, 66 of 100');
    expect(screen.getByText('Good')).toBeVisible();

    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'At least 8 characters (met)',
      'A lowercase letter (met)',
      'An uppercase letter (met)',
      'A number (met)',
      'A symbol or a space (not met)',
    ]);
    expect(screen.getByText('Use 12 or more characters for a stronger password.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('follows the password as it changes', () => {
    const { rerender } = renderWithTheme(
      <PasswordStrengthMeter password="" requirements={sampleRequirements} />,
    );
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Weak')).toBeVisible();
    rerender(<PasswordStrengthMeter password="Abcdefgh1!" requirements={sampleRequirements} />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '88');
    expect(screen.getByText('Strong')).toBeVisible();
  });

  it('uses the requirements it is given', () => {
    const requirements: PasswordRequirement[] = [
      { id: 'pin', message: 'Must not be 1234', test: (value) => value !== '1234' },
    ];
    renderWithTheme(<PasswordStrengthMeter password="1234" requirements={requirements} hint={null} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Must not be 1234 (not met)');
    expect(screen.queryByText(/12 or more/)).not.toBeInTheDocument();
  });
});
