import { TabLoading, TabPanel } from './TabPanel';

/** The Prescription Templates tab (Part 2 §2). Filled in by the templates work (settings part B). */
export default function PrescriptionTemplatesTab() {
  return (
    <TabPanel title="Prescription Templates">
      <TabLoading label="Loading templates" />
    </TabPanel>
  );
}
