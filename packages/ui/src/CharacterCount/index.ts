export { CharacterCount, type CharacterCountProps, characterCountMessage } from './CharacterCount';
