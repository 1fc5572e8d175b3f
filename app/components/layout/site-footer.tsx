import { Link } from '@remix-run/react';
import { BrandMark } from '~/components/ui/brand-mark';
import { ThemeSwitch } from '~/components/ui/theme-switch';
import type { ThemePreference } from '~/domain/accounts/theme-preference';
import { useSignedIn } from './use-signed-in';

export function SiteFooter({ productName, theme }: { productName: string; theme: ThemePreference }) {
  const signedIn = useSignedIn();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark size={28} />
          <div>
            <p className="site-footer__name">{productName}</p>
            <p className="site-footer__tagline">Golf performance and recruiting profiles.</p>
          </div>
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <Link to="/golf/search">Find a player</Link>
          <Link to="/store-redirect">Get the app</Link>
          {signedIn ? <Link to="/dashboard">Dashboard</Link> : <Link to="/auth">Log in</Link>}
        </nav>
        <ThemeSwitch preference={theme} />
      </div>
      <p className="site-footer__legal">{`© ${new Date().getFullYear()} ${productName}`}</p>
    </footer>
  );
}
