import { Link } from '@remix-run/react';

/** spec 3 §2.3: the tabs of schedule/{tab} are links, so each tab has its own URL. */
export function ScheduleTabs({ tabs }: { tabs: Array<{ href: string; label: string; current: boolean }> }) {
  return (
    <nav className="tabs" aria-label="Schedule">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          to={tab.href}
          className="tabs__tab"
          aria-current={tab.current ? 'page' : undefined}
          preventScrollReset
          prefetch="intent"
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
