// 页面外框：标题栏、语言与主题切换、加载与失败。
export default {
  'lang.switch': '语言',
  'lang.en': 'English',
  'lang.zh': '中文',
};
