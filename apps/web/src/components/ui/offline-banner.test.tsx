import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES } from '../../lib/connection';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});

describe('OfflineBanner', () => {
  it('is an empty live region while online', () => {
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says in words that the person is offline and what is kept, and goes when the connection is back', () => {
    render(<OfflineBanner />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(`Warning: ${CONNECTION_MESSAGES.offline}`);
    expect(CONNECTION_MESSAGES.offline).toBe(
      'You are offline. What you typed is kept; we will try again when the connection is back.',
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
