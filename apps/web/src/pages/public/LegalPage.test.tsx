import { mockFailure } from '@telehealth/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../../../tooling/test/axe.ts';
import { renderRoute } from '../../test/renderRoute';

const anonymous = { '/api/user': mockFailure(401, 'Not authenticated'), '/api/campaigns/active': [] };

describe('/privacy and /terms', () => {
  it('renders the active privacy policy with its version, sanitised', async () => {
    const { container } = renderRoute('/privacy', {
      ...anonymous,
      '/api/legal-documents/active/privacy_policy': {
        id: 1,
        type: 'privacy_policy',
        title: 'Our Privacy Policy',
        content:
          '<p>We keep your data safe.</p><script>window.__xss=1</script><a href="javascript:alert(1)" onclick="window.__xss=1">link</a>',
        version: 4,
        updatedAt: '2026-02-01T00:00:00.000Z',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Our Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Version 4/)).toBeInTheDocument();
    expect(screen.getByText('We keep your data safe.')).toBeInTheDocument();
    expect(container.querySelector('script, [onclick], [href^="javascript"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows the title once, though the stored content opens with it', async () => {
    renderRoute('/privacy', {
      ...anonymous,
      '/api/legal-documents/active/privacy_policy': {
        id: 1,
        type: 'privacy_policy',
        title: 'Privacy Policy',
        content:
          '<h1>Privacy Policy</h1><p>We collect the health information you give us.</p><h2>What we collect</h2>',
        version: 2,
        updatedAt: '2026-02-01T00:00:00.000Z',
      },
    });
    expect(await screen.findByText('We collect the health information you give us.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Privacy Policy' })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument();
  });

  it('says when no terms are published', async () => {
    renderRoute('/terms', {
      ...anonymous,
      '/api/legal-documents/active/terms_of_use': mockFailure(404, 'No document has been published yet'),
    });
    expect(await screen.findByText('The Terms of Use has not been published yet.')).toBeInTheDocument();
  });

  it('shows an error when loading fails', async () => {
    renderRoute('/terms', {
      ...anonymous,
      '/api/legal-documents/active/terms_of_use': mockFailure(500, 'Down'),
    });
    expect(
      await screen.findByText('The Terms of Use could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
