export { insertAtCursor, PlaceholderList, type PlaceholderListProps } from './PlaceholderList';
