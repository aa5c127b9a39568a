/**
 * What a screen reader hears after the visible words of a link that several
 * on the page share ("Learn more", "Get in Touch"): " about Business Loans",
 * so each says where it goes. The visible words stay first, so a voice
 * command that says them still finds the link (WCAG 2.5.3).
 */
export function aboutSubject(subject: string): string {
  return ` about ${subject}`;
}
