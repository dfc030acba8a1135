import { useUser } from '@telehealth/api';
import { Text } from '@telehealth/ui';
import { isNewAccount } from './newAccount';

/** 'Welcome, Sam.' on a new account's first visit; 'Welcome back, Sam.' afterwards. */
export function Greeting() {
  const { user } = useUser();
  if (!user) return null;
  const greeting = isNewAccount(user.email) ? 'Welcome' : 'Welcome back';
  return <Text tone="muted">{`${greeting}, ${user.firstName}.`}</Text>;
}
