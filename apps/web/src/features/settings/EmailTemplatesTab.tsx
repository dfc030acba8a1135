import { TabLoading, TabPanel } from './TabPanel';

/** The Email Templates tab (Part 2 §2). Filled in by the templates work (settings part B). */
export default function EmailTemplatesTab() {
  return (
    <TabPanel title="Email Templates">
      <TabLoading label="Loading templates" />
    </TabPanel>
  );
}
