/**
 * A page's "skip to" list (issue 30, point 5): one link per section, out of sight until a link has
 * the keyboard's focus. Each target is the section's heading, focusable with `tabIndex={-1}`.
 */
export function SectionSkipLinks({
  label,
  sections,
}: {
  label: string;
  sections: Array<{ id: string; title: string }>;
}) {
  if (sections.length === 0) return null;
  return (
    <nav className="section-skips" aria-label={label}>
      <ul className="section-skips__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a className="section-skips__link" href={`#${section.id}`}>
              Skip to {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
