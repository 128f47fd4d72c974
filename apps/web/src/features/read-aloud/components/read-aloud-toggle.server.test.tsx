import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { READ_ALOUD_SHORTCUT } from '../read-aloud-texts';
import { ReadAloudButton } from './read-aloud-toggle';

// Decision 025: a visitor's page is rendered on the server and the app wakes on first use, so what assistive
// technology needs to know about the button must be in the markup, not added by an effect.
describe('the read-aloud button rendered on the server', () => {
  it('carries its shortcut and its state in the markup', () => {
    const html = renderToString(<ReadAloudButton isOpen={false} onToggle={() => undefined} />);
    expect(html).toContain(`aria-keyshortcuts="${READ_ALOUD_SHORTCUT}"`);
    expect(html).toContain('id="read-aloud-button"');
    expect(html).toContain('aria-expanded="false"');
  });
});
