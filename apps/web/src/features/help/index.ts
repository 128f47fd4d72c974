// The help feature's public surface: the Help Centre page (static-pages) shows its search and article list.
export { HelpArticleDirectory } from './components/help-article-directory';
export { HelpSearch } from './components/help-search';
