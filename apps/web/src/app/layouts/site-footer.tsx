import { PRODUCT_NAME } from '@kakayahan/contracts';
import { Link } from 'react-router';

/** Footer: About Us, Quick Links and Help (document 1 §2). */
export function SiteFooter() {
  return (
    // pb-20: room under the last line, so it can scroll clear of the floating assistant button.
    <footer className="mt-12 bg-slate-900 pb-20 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-2 text-lg font-bold text-white">
            About Us
          </h2>
          <p>
            {PRODUCT_NAME} is dedicated to creating equal employment opportunities for people with disabilities in the
            Philippines.
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-2 text-lg font-bold text-white">
            Quick Links
          </h2>
          <ul className="space-y-1">
            <li>
              <Link to="/privacy-policy" className="text-slate-100 hover:text-white">
                Privacy Policy &amp; Terms
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className="text-slate-100 hover:text-white">
                Accessibility
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="mb-2 text-lg font-bold text-white">
            Help
          </h2>
          <ul className="space-y-1">
            <li>
              <Link to="/FAQS" className="text-slate-100 hover:text-white">
                Help Centre (FAQs)
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-700 px-4 py-4 text-center text-sm text-slate-300">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
