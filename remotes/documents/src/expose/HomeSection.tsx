// What this remote exposes as './HomeSection': its part of the shell's home screen (projects and documents, with
// their dialogs), so a redeployed remote changes it without a new shell. Rendered inside the shell's providers.
import './home.css';
import { RemoteFrame } from '@tessera/shared';
import { DocumentsSection } from '../features/home/DocumentsSection.tsx';
import { ProjectsSection } from '../features/home/ProjectsSection.tsx';

export default function HomeSection() {
  return (
    <RemoteFrame name="documents" buildLabel={process.env.BUILD_LABEL}>
      <div className="grid gap-6">
        <ProjectsSection />
        <DocumentsSection />
      </div>
    </RemoteFrame>
  );
}
