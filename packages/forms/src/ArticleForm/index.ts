export {
  ArticleForm,
  type ArticleFormProps,
  type ArticleSaveOutcome,
  type ArticleSaveState,
} from './ArticleForm';
