// What this remote exposes as './HomeSection': its part of the shell's home screen (the translation memories list
// and its dialogs), so a redeployed remote changes it without a new shell. Rendered inside the shell's providers.
import '../styles.css';
import { RemoteFrame } from '@tessera/shared';
import { TranslationMemoriesSection } from '../features/home/TranslationMemoriesSection.tsx';

export default function HomeSection() {
  return (
    <RemoteFrame name="tm" buildLabel={process.env.BUILD_LABEL}>
      <TranslationMemoriesSection />
    </RemoteFrame>
  );
}
