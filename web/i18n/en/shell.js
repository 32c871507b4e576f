// The page shell: header, language and theme switches, loading and failure.
export default {
  'lang.switch': 'Language',
  'lang.en': 'English',
  'lang.zh': '中文',
};
