import { SectionPage } from '../ui/section-page';
import { StaffInbox } from './staff-inbox';

/** Live support's inbox (docs/live-support.md) inside the back office. */
export default function SupportPage() {
  return (
    <SectionPage
      title="Live support"
      description="Conversations with players and visitors, waiting longest first. Take one to answer it; the player sees your reply at once, or by e-mail if they are away."
    >
      <StaffInbox />
    </SectionPage>
  );
}
