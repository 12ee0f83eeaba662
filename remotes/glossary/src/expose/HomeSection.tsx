// What this remote exposes as './HomeSection': its part of the shell's home screen (the glossaries list and its
// dialogs), so a redeployed remote changes it without a new shell. Rendered inside the shell's providers.
import '../styles.css';
import { RemoteFrame } from '@tessera/shared';
import { GlossariesSection } from '../features/home/GlossariesSection.tsx';

export default function HomeSection() {
  return (
    <RemoteFrame name="glossary" buildLabel={process.env.BUILD_LABEL}>
      <GlossariesSection />
    </RemoteFrame>
  );
}
