import { Outlet } from 'react-router';
import { AssistantButton } from '../../features/assistant/components/assistant-button';
import { useRouteChangeFocus } from '../../lib/route-focus';
import { OfflineBanner } from '../../components/ui/offline-banner';
import { AriaRouter } from '../providers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public and signed-in shell: skip link, the assistant's button, header, the offline banner (only
 * while offline), main content, footer.
 */
export function SiteShell() {
  useRouteChangeFocus();
  return (
    <AriaRouter>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to main content
        </a>
        {/* Right after the skip link: help is two Tabs away on every page, not behind all of its links. */}
        <AssistantButton />
        <SiteHeader />
        {/* Under the header, above the page: losing the connection is said in words where people look. */}
        <OfflineBanner />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 sm:py-8 focus:outline-none"
        >
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </AriaRouter>
  );
}
