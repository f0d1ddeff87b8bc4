import { StaffInbox } from '../../support/staff-inbox';
import { SectionPage } from '../ui/section-page';

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
