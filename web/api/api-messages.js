// The JS API's own messages: what sg.js and worker-client.js say before (or
// without) the engine, such as a bad argument, a load failure or a cancelled
// job. Each is a code with arguments, rendered in English or Simplified
// Chinese like the engine's catalogue (core/include/sg/messages/), which
// holds every message the engine itself gives.
//
//   renderMessage('api_not_count', { what: { code: 'api_what_seed' }, got: '-1' }, 'zh')
//     -> '随机种子 必须是非负整数，这里是 -1'
//
// An argument is text (a field path such as `components[0].shape`, a
// number), or { code, params } for a noun of this table ("position").

export const API_MESSAGES = {
  api_at_column: ['column {column}: {message}', '第 {column} 列：{message}'],
  api_not_string: ['{what} must be a string, got {got}', '{what} 必须是字符串，这里是 {got}'],
  api_lone_surrogate: ['{what} is not valid Unicode text (a lone UTF-16 surrogate)', '{what} 不是有效的 Unicode 文本（含有孤立的 UTF-16 代理项）'],
  api_comma_alone: ['a comma must stand between two items', '逗号两边都要有内容'],
  api_comma_thousands: ['{text} could be one number or two: write it without the comma, or with a blank after it', '{text} 可能是一个数，也可能是两个数：去掉逗号，或在逗号后加空格'],
  api_not_count: ['{what} must be a non-negative integer, got {got}', '{what} 必须是非负整数，这里是 {got}'],
  api_not_array: ['{what} must be an array', '{what} 必须是数组'],
  api_not_object: ['{what} must be an object', '{what} 必须是对象'],
  api_action_object: ["{what} must be an object such as { kind: 'take', component: 0, heap: 0, amount: 1, leaves: [] }", "{what} 必须是对象，例如 { kind: 'take', component: 0, heap: 0, amount: 1, leaves: [] }"],
  api_one_of: ['{what} must be one of {choices}, got {got}', '{what} 必须是 {choices} 之一，这里是 {got}'],
  api_side: ["{what} must be 'left' or 'right'", "{what} 必须是 'left' 或 'right'"],
  api_two_heaps: ['{what} must name two heaps', '{what} 必须指明两堆'],
  api_increasing: ['{what} must be distinct and increasing', '{what} 必须互不相同并且递增'],
  api_node_or_edge: ['{what} must name a node (tree) or an edge (hackenbush)', '{what} 必须指明一个结点（tree）或一条边（hackenbush）'],
  api_below_2_64: ['{what} must be below 2^64, got {got}', '{what} 必须小于 2^64，这里是 {got}'],
  api_same_arity: ['{what} must hold positions of the same number of arguments, such as [[1, 5]]', '{what} 中的局面必须有相同个数的参数，例如 [[1, 5]]'],
  api_take_object: ['{what} must be an object { heap, amount }', '{what} 必须是对象 { heap, amount }'],
  api_two_cells: ['{what} must name two cells', '{what} 必须指明两个格子'],
  api_value_above_u32: ['{what} is above 2^32-1, larger than any Grundy value the engine computes', '{what} 超过了 2^32-1，比引擎算出的任何 SG 值都大'],
  api_board_memo_bytes: ['addBoardMemo needs the Uint8Array boardMemo() returned', 'addBoardMemo 需要 boardMemo() 返回的 Uint8Array'],
  api_missing: ['{what} is missing', '缺少 {what}'],
  api_integer_range: ['{what} must be an integer from {min} to {max}, got {got}', '{what} 必须是 {min} 到 {max} 之间的整数，这里是 {got}'],
  api_compose_object: ['compose needs an object { compound?, components }', 'compose 需要一个对象 { compound?, components }'],
  api_component_object: ['{what} must be an object { family, rule?, shape }', '{what} 必须是对象 { family, rule?, shape }'],
  api_shape_object: ["{what} must be an object such as { kind: 'heaps', heaps: [3, 4] }", "{what} 必须是对象，例如 { kind: 'heaps', heaps: [3, 4] }"],
  api_nan_not_large: ['{what} is NaN and not in large', '{what} 是 NaN，而且不在 large 中'],
  api_line_break: ['{what} must not hold a line break', '{what} 中不能有换行'],
  api_size_at_least_one: ['size must be at least 1', 'size 至少要是 1'],
  api_rest_option: ['rest must be "now" or "on-demand"', 'rest 必须是“now”或“on-demand”'],
  api_lang_option: ['lang must be "en" or "zh", got {got}', 'lang 必须是“en”或“zh”，这里是 {got}'],
  api_could_not_load: ['could not load {url}: HTTP {status}', '无法加载 {url}：HTTP {status}'],
  api_could_not_reach: ['could not load {url}: no answer from the server ({reason})', '无法加载 {url}：服务器没有回应（{reason}）'],
  api_progress_option: ['onProgress must be a function', 'onProgress 必须是函数'],
  api_could_not_start: ['could not start the engine: {reason}', '无法启动引擎：{reason}'],
  api_could_not_load_engine: ['could not load the engine: {reason}', '无法加载引擎：{reason}'],
  api_restarting: ['the engine is restarting after an internal error; try again in a moment', '引擎在内部错误后正在重新启动，请稍后再试'],
  api_loading: ['this part of the engine is still loading; try again in a moment', '引擎的这一部分还在加载，请稍后再试'],
  api_restarted: ['internal error ({reason}); the engine was restarted', '内部错误（{reason}）；引擎已重新启动'],
  api_cancelled: ['the computation was cancelled', '计算已取消'],
  api_worker_closed: ['the engine worker was closed', '引擎的 Worker 已关闭'],
  api_worker_failed: ['the engine worker failed', '引擎的 Worker 出错了'],
  api_worker_start: ['the engine worker failed to start', '引擎的 Worker 无法启动'],
  api_worker_start_because: ['the engine worker failed to start: {reason}', '引擎的 Worker 无法启动：{reason}'],
  api_worker_unreadable: ['the engine worker sent an unreadable message', '引擎的 Worker 发来了无法读取的消息'],
  api_unknown_method: ['unknown engine method "{method}"', '未知的引擎方法“{method}”'],
  // Nouns for {what}: the arguments the API names in its messages.
  api_what_position: ['position', '局面'],
  api_what_rule: ['rule', '规则'],
  api_what_move_index: ['move index', '走法编号'],
  api_what_sequence_length: ['sequence length', '序列长度'],
  api_what_table_name: ['table name', '表名'],
  api_what_table_size: ['table size', '表的大小'],
  api_what_row_count: ['row count', '行数'],
  api_what_column_count: ['column count', '列数'],
  api_what_edge_list: ['edge list', '边的列表'],
  api_what_family: ['family', '游戏名'],
  api_what_seed: ['seed', '随机种子'],
  api_what_analyze_options: ['analyze options', 'analyze 的选项'],
  api_what_best_move_options: ['bestMove options', 'bestMove 的选项'],
  api_what_moves_options: ['moves options', 'moves 的选项'],
  api_what_random_options: ['randomPosition options', 'randomPosition 的选项'],
};

// Arguments are named in lower case; other braces are the text's own.
const FIELD = /\{([a-z0-9_]+)(?:\|([^|}]*)(?:\|([^}]*))?)?\}/g;

function argumentText(value, lang) {
  if (value && typeof value === 'object' && typeof value.code === 'string') return renderMessage(value.code, value.params, lang);
  return String(value);
}

// The message `code` with `params` in `lang` ('en' or 'zh'); a code this
// table does not hold renders as itself.
export function renderMessage(code, params = {}, lang = 'en') {
  const entry = Object.hasOwn(API_MESSAGES, code) ? API_MESSAGES[code] : null;
  if (!entry) return code;
  return entry[lang === 'zh' ? 1 : 0].replace(FIELD, (field, name, one, other) => {
    if (!params || !Object.hasOwn(params, name)) return field;
    if (one === undefined) return argumentText(params[name], lang);
    return String(params[name]) === '1' ? one : (other ?? '');
  });
}

// 'en' or 'zh' for a language name ('zh-CN', 'en-GB' too); null for another.
export function langOf(name) {
  if (typeof name !== 'string') return null;
  const lower = name.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh';
  return null;
}
