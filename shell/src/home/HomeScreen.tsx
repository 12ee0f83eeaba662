import { Page, PageHeader } from '@tessera/shared/ui';
import { DocumentsSection } from './DocumentsSection.tsx';
import { GlossariesSection } from './GlossariesSection.tsx';
import { TranslationMemoriesSection } from './TranslationMemoriesSection.tsx';

/** The index screen: one section per domain, each in its own file that its domain extends. */
export function HomeScreen() {
  return (
    <Page>
      <PageHeader title="Workspace" subtitle="Glossaries, documents and translation memories" />
      <div className="grid gap-6">
        <DocumentsSection />
        <GlossariesSection />
        <TranslationMemoriesSection />
      </div>
    </Page>
  );
}
