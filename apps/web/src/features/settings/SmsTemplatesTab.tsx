import { TabLoading, TabPanel } from './TabPanel';

/** The SMS Templates tab (Part 2 §2). Filled in by the templates work (settings part B). */
export default function SmsTemplatesTab() {
  return (
    <TabPanel title="SMS Templates">
      <TabLoading label="Loading templates" />
    </TabPanel>
  );
}
