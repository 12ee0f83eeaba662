import { Page, PageHeader } from '@tessera/shared/ui';
import { DocumentsSection } from './DocumentsSection.tsx';
import { GlossariesSection } from './GlossariesSection.tsx';
import { ProjectsSection } from './ProjectsSection.tsx';
import { TranslationMemoriesSection } from './TranslationMemoriesSection.tsx';

/** The index screen: one section per domain, each in its own file that its domain extends. */
export function HomeScreen() {
  return (
    <Page>
      <PageHeader title="Workspace" subtitle="Projects, documents, glossaries and translation memories" />
      <div className="grid gap-6">
        <ProjectsSection />
        <DocumentsSection />
        <GlossariesSection />
        <TranslationMemoriesSection />
      </div>
    </Page>
  );
}
