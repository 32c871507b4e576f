// A short explanation of every theorem the engine can name, by its id
// (web/kit/theorems/names.js holds the names): the statement, its formulas
// (web/kit/theorems/math.js notation; $...$ inside a text), an example
// position the playground opens, and where the result comes from. Loaded
// only when a link to one is opened. tests/node/repository/theorems.test.mjs checks
// that every id the engine can give is here and that each example is
// decided by its theorem.
//
//   id: {
//     statement: ['paragraph', ...],
//     formulas: ['SG(x) = ...', ...],
//     example: { position, panel, text },
//     source: 'where it comes from',
//     related: ['other-id', ...],
//   }
export const EXPLANATIONS = Object.freeze({
  mex: {
    statement: [
      'The Grundy value (SG value) of a position is the least non-negative integer that is not the value of any of its options (below, $x → y$ is a move from $x$ to $y$). A position with no move has value $mex \\{\\} = 0$.',
      'A position is a P position (the player to move loses) exactly when its value is 0: from 0 every move reaches a non-zero value, and from a non-zero value some move reaches 0. When no closed form is known, the playground computes the values this way, from the smallest positions up.',
    ],
    formulas: ['SG(x) = mex \\{ SG(y) : x → y \\}', 'mex S = min(ℕ ∖ S)'],
    example: { position: 'grundy 9', panel: 'heaps', text: 'A heap of 9 in Grundy’s game (split a heap into two unequal heaps): its splits reach the values 0 and 2 but not 1, so its value is 1.' },
    source: 'R. P. Sprague (1935) and P. M. Grundy (1939), who defined the value this way.',
    related: ['sprague-grundy'],
  },
  'sprague-grundy': {
    statement: [
      'Every impartial game under normal play (the last player to move wins) behaves like a single Nim heap, whose size is its Grundy value. A sum of games, where each turn is a move in exactly one of them, has as its value the XOR (nim-sum) of the values of its parts.',
      'So a sum is a P position exactly when the XOR of its components’ values is 0; a winning move changes one component so that the XOR becomes 0.',
    ],
    formulas: ['SG(G_1 + G_2 + … + G_k)', '= SG(G_1) ⊕ SG(G_2) ⊕ … ⊕ SG(G_k)'],
    example: { position: 'nim 5 + kayles 4', panel: 'sums', text: 'A Nim heap of 5 (value 5) beside a Kayles row of 4 (value 1): 5 ⊕ 1 = 4, not 0, so the player to move wins, by taking 4 from the Nim heap.' },
    source: 'R. P. Sprague, “Über mathematische Kampfspiele”, Tôhoku Math. J. 41 (1935–36); P. M. Grundy, “Mathematics and games”, Eureka 2 (1939).',
    related: ['bouton', 'mex'],
  },
  bouton: {
    statement: [
      'In Nim a move takes any number of counters from one heap. The value of a Nim position is the XOR (nim-sum) of its heap sizes: write the sizes in binary and add each column without carrying.',
      'The position is a P position exactly when the nim-sum is 0. From any other position a winning move replaces a heap $n_i$ by $n_i ⊕ s$, where $s$ is the nim-sum, for a heap where that is smaller than $n_i$.',
    ],
    formulas: ['SG(n_1, …, n_k) = n_1 ⊕ … ⊕ n_k'],
    example: { position: 'nim 3 4 5', panel: 'nim', text: '3 ⊕ 4 ⊕ 5 = 2, so the player to move wins: taking 2 from the heap of 3 leaves 1 ⊕ 4 ⊕ 5 = 0.' },
    source: 'C. L. Bouton, “Nim, a game with a complete mathematical theory”, Annals of Mathematics 3 (1901–1902), 35–39.',
    related: ['sprague-grundy', 'misere-nim'],
  },
  'misere-nim': {
    statement: [
      'In misère Nim the player who takes the last counter loses. While some heap has 2 or more counters, play exactly as in normal Nim: the player to move wins iff the nim-sum is not 0.',
      'When every heap has at most one counter, the game is a race: the player to move wins iff the number of heaps of 1 is even. The winner plays as in Nim until the move that would leave only heaps of 0 and 1, and then leaves an odd number of heaps of 1.',
    ],
    formulas: ['\\text{some } n_i ≥ 2: N ⇔ ⊕ n_i ≠ 0', '\\text{all } n_i ≤ 1: N ⇔ |\\{ i : n_i = 1 \\}| \\text{ even}'],
    example: { position: 'misere: nim 1 1 1', panel: 'nim', text: 'Three heaps of 1: an odd number, so the player to move loses: they must take one, and the last heap of 1 falls to them.' },
    source: 'C. L. Bouton, in the same paper as the normal-play theorem (1901–1902).',
    related: ['bouton', 'sj'],
  },
  sj: {
    statement: [
      'The SJ theorem decides misère sums (the last player to move loses) of single games in which a single game has Grundy value 0 only when it has ended. For such a sum, take the nim-sum of the single games’ values and count how many have a value above 1.',
      'The player to move wins iff either the nim-sum is not 0 and some single game has value above 1, or the nim-sum is 0 and no single game has value above 1. With heaps as the single games this is misère Nim.',
    ],
    formulas: ['N ⇔ (⊕ g_i ≠ 0 ∧ ∃ i: g_i > 1)', '\\quad ∨ (⊕ g_i = 0 ∧ ∀ i: g_i ≤ 1)'],
    example: { position: 'misere: nim 1 2 + graph(a>b,b>c,a>c) a', panel: 'sums', text: 'Single games of values 1, 2 and 2: the nim-sum is 1 and two of them are above 1, so the player to move wins.' },
    source: 'Jia Zhihao, “A brief survey of combinatorial games: extensions and variations of SG games” (Chinese national team paper, 2009), where the anti-SG game and the SJ theorem are introduced.',
    related: ['misere-nim', 'misere-search'],
  },
  'misere-search': {
    statement: [
      'In misère play the nim-sum does not decide in general: games with the same Grundy value can behave differently once the last mover loses. When no theorem applies, the playground decides the position by its definition, searching every position reachable from it.',
      'A position with no move is won by the player to move (they cannot move, so the opponent made the last move). Otherwise a position is N if some move leads to a P position, and P if every move leads to an N position.',
    ],
    formulas: ['o(x) = N \\quad \\text{if } x \\text{ has no move}', 'o(x) = N ⇔ ∃ y \\text{ an option of } x: o(y) = P'],
    example: { position: 'misere: kayles 5 + dawson 4', panel: 'sums', text: 'A Kayles row of 5 and a Dawson’s Kayles heap of 4 in misère play: both split heaps, so neither misère Nim nor the SJ theorem applies; the row of 5 is not tame (genus 4^{146}), and no one misère quotient covers two rules, so the search decides.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 13 (“Survival in the Lost World”); T. Plambeck, misère quotients (2005) for why no single value suffices.',
    related: ['sj', 'misere-nim', 'misere-genus', 'misere-quotient'],
  },
  'misere-genus': {
    statement: [
      'Conway gives each game G in misère play a genus g^{γ0 γ1 γ2 …}: g is its ordinary Grundy value, and γk the misère Grundy value of G plus k Nim heaps of size 2 (the misère Grundy value of a position with no move is 1, otherwise the mex of its options’ values). The sequence soon alternates between two values, so it is written up to there.',
      'A game is tame when its genus is one of misère Nim’s, 0^{120} (the empty heap), 1^{031} (a heap of 1), 0^{02}, 1^{13} or g^{g, g⊕2} (a heap of g ≥ 2), and every option is tame too. A sum of tame games plays like misère Nim on the genera: the player to move loses iff either every part is like a heap of 0 or 1 (γ0 = g ⊕ 1) and the nim-sum is 1, or some part is not and the nim-sum is 0.',
    ],
    formulas: ['γ_0(x) = 1 \\quad \\text{if } x \\text{ has no move, else } mex \\{γ_0(y)\\}', 'P ⇔ (\\text{all small} ∧ ⊕ g_i = 1) ∨ (\\text{some big} ∧ ⊕ g_i = 0)'],
    example: { position: 'misere: kayles 4 + kayles 4', panel: 'sums', text: 'Two Kayles rows of 4: each has genus 1^{031}, like a single heap of 1, and is tame. Both are small and the nim-sum is 0, not 1, so the player to move wins.' },
    source: 'J. H. Conway, On Numbers and Games, ch. 12; Winning Ways for your Mathematical Plays, ch. 13.',
    related: ['misere-nim', 'misere-search'],
  },
  'misere-quotient': {
    statement: [
      'In misère play two sums of heaps are equivalent when adding any further sum of heaps of the same rule gives both the same outcome. For heaps of one rule up to a bound, the classes form a finite commutative monoid $Q$, the misère quotient: each heap maps to an element, a sum to the product of its heaps’ elements, and the sums that lose for the player to move are exactly those mapped into a subset $P$ of $Q$, the P-portion.',
      'The playground builds $Q$ heap by heap and checks it against every sum of the heaps it covers. A sum is then decided by multiplying its heaps’ elements, and a move wins iff it leads to an element of $P$. Where every heap is tame, Conway’s genus rule gives the same answer and is named instead.',
    ],
    formulas: ['Φ(G + H) = Φ(G) · Φ(H)', 'G \\text{ is P} ⇔ Φ(G) ∈ P'],
    example: { position: 'misere: kayles 5 + kayles 4', panel: 'sums', text: 'Kayles rows of 5 and 4 in misère play: the row of 5 is not tame (genus 4^{146}), so the genus rule does not apply; in the misère quotient of Kayles for heaps up to 5 the sum maps to an element of the P-portion, so the player to move loses.' },
    source: 'T. E. Plambeck and A. N. Siegel, “Misère quotients for impartial games”, Journal of Combinatorial Theory, Series A 115 (2008); A. N. Siegel, Combinatorial Game Theory (2013), ch. V.',
    related: ['misere-genus', 'misere-search', 'misere-nim'],
  },
  'every-sg': {
    statement: [
      'In the Every-SG compound each player must move in every component that is not yet over, and the player who cannot move loses. The whole game lasts as long as its longest component, so the winner of a component wants it to last, and the loser wants it over.',
      'Each component is measured by its suspense: the number of moves it lasts when the winner plays to prolong it and the loser to end it. A position with no move has suspense 0; when some option has even suspense (a winning move) the winner takes the largest such, otherwise the loser takes the smallest, and one move is added. The player to move wins the compound iff the greatest suspense of the components is odd.',
    ],
    formulas: [
      's(x) = 1 + max \\{ s(y) : s(y) \\text{ even} \\}',
      's(x) = 1 + min_y s(y) \\quad \\text{(no even option)}',
      'N ⇔ max_i s(G_i) \\text{ is odd}',
    ],
    example: { position: 'every: nim 3 + kayles 4', panel: 'sums', text: 'The Nim heap has suspense 1 and the Kayles row suspense 3: the greatest is 3, odd, so the player to move wins.' },
    source: 'C. A. B. Smith, “Graphs and composite games”, J. Combinatorial Theory 1 (1966); Winning Ways, ch. 9 (“If you can’t beat ’em, join ’em!”).',
    related: ['conjunctive', 'selective'],
  },
  conjunctive: {
    statement: [
      'In a conjunctive compound each player moves in every component at once, and the game ends as soon as one component is over. So the shortest component decides, and each is measured by its remoteness: the number of moves it lasts when the winner hurries and the loser delays.',
      'A position with no move has remoteness 0; when some option has even remoteness (a winning move) the winner takes the smallest such, otherwise the loser takes the largest, and one move is added. The player to move wins iff the least remoteness of the components is odd.',
    ],
    formulas: [
      'r(x) = 1 + min \\{ r(y) : r(y) \\text{ even} \\}',
      'r(x) = 1 + max_y r(y) \\quad \\text{(no even option)}',
      'N ⇔ min_i r(G_i) \\text{ is odd}',
    ],
    example: { position: 'conjunctive: nim 3 4 + nim 2', panel: 'sums', text: 'Remoteness 7 and 1: the least is 1, odd, so the player to move wins, by emptying the heap of 2 while moving in the other component.' },
    source: 'C. A. B. Smith, “Graphs and composite games” (1966), after H. Steinhaus’s remoteness function (1925); Winning Ways, ch. 9.',
    related: ['every-sg', 'selective'],
  },
  selective: {
    statement: [
      'In a selective compound a move is made in any non-empty set of components, one move in each; the player who cannot move loses. Values no longer add: only whether each component is P or N matters.',
      'The compound is a P position iff every component is. From any other position the winner moves every N component to a P position and leaves the P components alone.',
    ],
    formulas: ['P ⇔ \\text{every } G_i \\text{ is P}'],
    example: { position: 'selective: nim 1 + kayles 3 + nim 2', panel: 'sums', text: 'All three components are N, so the player to move wins: one turn takes each of them to a P position.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 9; C. A. B. Smith (1966).',
    related: ['every-sg', 'conjunctive'],
  },
  smith: {
    statement: [
      'In a game with cycles a position may never end. Smith’s generalized Grundy values give each position either a nimber, as usual, or an infinite value $∞_K$, where $K$ is the set of nimbers its options reach.',
      'A position of value $∞_K$ is N if $0 ∈ K$ and a draw otherwise. In a sum, nimbers add by XOR, one infinite value plus a nimber $a$ is $∞_{K ⊕ a}$, and two or more infinite components make a draw.',
    ],
    formulas: ['∞_K + a = ∞_{K ⊕ a}', 'K ⊕ a = \\{ k ⊕ a : k ∈ K \\}', '∞_K + ∞_L = \\text{draw}'],
    example: { position: 'graph(a>b,b>a) a + nim 1', panel: 'sums', text: 'The token on the two-node cycle has value ∞ with an empty K; with a Nim heap of 1 the sum is still infinite with no 0 in K: a draw.' },
    source: 'C. A. B. Smith, “Graphs and composite games”, J. Combinatorial Theory 1 (1966); A. S. Fraenkel and Y. Yesha, “The generalized Sprague–Grundy function and its invariance under certain mappings” (1986).',
    related: ['sprague-grundy', 'retrograde'],
  },
  retrograde: {
    statement: [
      'A compound of games with cycles has no value theorem, so the playground solves the compound game itself: it builds every position and labels them from the end of play backwards.',
      'A position with no move is lost by the player to move (won, in misère play). A position is N when some move leads to a P position, and P when every move leads to an N position; positions that never get a label are draws, since neither side can force the game to end in their favour.',
    ],
    formulas: ['o(x) = N ⇔ ∃ y: o(y) = P', 'o(x) = P ⇔ ∀ y: o(y) = N'],
    example: { position: 'every: graph(a>b,b>a,b>c) a + nim 1', panel: 'sums', text: 'Every-SG play on a graph with a cycle: solved position by position, it is a P position.' },
    source: 'The method of endgame tables (retrograde analysis), as for chess endings; for games with cycles see A. S. Fraenkel, “Combinatorial games: selected bibliography”.',
    related: ['smith'],
  },
  colon: {
    statement: [
      'In Green Hackenbush on a tree, a move cuts an edge and removes everything no longer connected to the root. A stalk of $n$ edges is a Nim heap of $n$.',
      'The colon principle: a branch can be replaced by any branch of the same value without changing the value of the whole. So edges that meet at a vertex are valued like a sum, and an edge under a branch adds one: each vertex’s value is the XOR, over its children $c$, of the child’s value plus one.',
    ],
    formulas: ['SG(v) = ⊕_c (SG(c) + 1)'],
    example: { position: 'tree (()(()))', panel: 'trees', text: 'The root has a leaf child (0 + 1 = 1) and a child with one leaf (1 + 1 = 2): 1 ⊕ 2 = 3, so the player to move wins.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 7 (“Hackenbushing Hotchpotch”).',
    related: ['fusion', 'sprague-grundy'],
  },
  fusion: {
    statement: [
      'The fusion principle: in Green Hackenbush the vertices on any cycle can be fused into a single vertex without changing the value; each edge of the cycle becomes a loop at that vertex, and a loop is worth a stalk of one edge.',
      'Fusing every cycle leaves a tree with loops, valued by the colon principle. A cycle with an odd number of edges is worth 1, one with an even number 0.',
    ],
    formulas: ['\\text{loop} = 1', 'SG(v) = ⊕_b (SG(b) + 1)'],
    example: { position: 'hackenbush 0-1 1-2 2-0', panel: 'trees', text: 'A triangle on the ground fuses into three loops: 1 ⊕ 1 ⊕ 1 = 1, so the player to move wins.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 7.',
    related: ['colon'],
  },
  wythoff: {
    statement: [
      'In Wythoff’s game there are two heaps; a move takes any number of counters from one heap, or the same number from both. The P positions are the pairs $(a_k, b_k)$ built from the golden ratio φ, and their mirror images.',
      'Each natural number appears in exactly one P pair, and the k-th pair differs by k. The Grundy values themselves have no known closed form; the playground computes them by the mex rule for smaller heaps.',
    ],
    formulas: ['a_k = \\floor{k φ}, \\quad b_k = a_k + k', 'φ = \\frac{1 + \\sqrt{5}}{2}'],
    example: { position: 'wythoff 3 5', panel: 'heaps', text: 'For k = 2: ⌊2φ⌋ = 3 and 3 + 2 = 5, so (3, 5) is a P position: the player to move loses.' },
    source: 'W. A. Wythoff, “A modification of the game of Nim”, Nieuw Archief voor Wiskunde 7 (1907), 199–202.',
    related: ['mex'],
  },
  bachet: {
    statement: [
      'Bachet’s game: a move takes between 1 and m counters from a heap. The options of a heap of n are exactly the heaps n − 1, …, n − m, so the values count up to m and start again.',
      'A heap is a P position exactly when m + 1 divides it; the winning move takes the remainder.',
    ],
    formulas: ['SG(n) = n \\text{ mod } (m + 1)'],
    example: { position: 'bash(3) 7', panel: 'heaps', text: 'With m = 3: 7 mod 4 = 3, so taking 3 leaves 4, a multiple of 4.' },
    source: 'C.-G. Bachet de Méziriac, Problèmes plaisants et délectables qui se font par les nombres (1612).',
    related: ['subtraction-period'],
  },
  'subtraction-period': {
    statement: [
      'In a subtraction game a move takes s counters from a heap, for s in a fixed finite set S. The value of a heap depends only on the values of the max S heaps below it, so as soon as a window of max S consecutive values repeats, the whole sequence repeats from there on, for ever.',
      'The playground finds the first such repetition and states the period it proves. The same argument proves the period of coin rules that turn coins within a bounded window.',
    ],
    formulas: ['SG(n) = mex \\{ SG(n - s) : s ∈ S \\}', 'SG(a + p + i) = SG(a + i), \\; 0 ≤ i < max S', '⇒ \\; SG(n + p) = SG(n) \\text{ for } n ≥ a'],
    example: { position: 'sub(1,3,4) 9', panel: 'heaps', text: 'With S = {1, 3, 4} the values are 0 1 0 1 2 3 2, then repeat with period 7 from heap 0; 9 = 7 + 2 has value 0, a P position.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 4 (“Take-away games”).',
    related: ['bachet', 'octal-period'],
  },
  'octal-period': {
    statement: [
      'In an octal game a move removes counters from a heap and may leave the rest as one or two heaps, as the code’s digits allow (Kayles is 0.77, Dawson’s Kayles 0.07). For a code with finitely many digits, the last non-zero digit at place $t$, the Guy–Smith theorem proves a period from finitely many values.',
      'If the values repeat with period $p$ from heap $e$ on, for every heap up to $2e + p + t$, they repeat for ever. The playground checks exactly this and then states the period as proven.',
    ],
    formulas: ['SG(n + p) = SG(n) \\text{ for } e ≤ n < 2e + p + t', '⇒ \\; SG(n + p) = SG(n) \\text{ for } n ≥ e'],
    example: { position: 'kayles 7', panel: 'heaps', text: 'Kayles has period 12 from heap 71, proven by checking the heaps up to 2·71 + 12 + 2; a row of 7 has value 2.' },
    source: 'R. K. Guy and C. A. B. Smith, “The G-values of various games”, Proc. Cambridge Philos. Soc. 52 (1956), 514–526.',
    related: ['mex', 'subtraction-period'],
  },
  'octal-nim': {
    statement: [
      'Some octal codes are Nim in disguise: when every smaller heap can be reached and no split does better, the value of a heap of n is n itself.',
      'By induction: every value below n is reached by moving to a smaller heap, and a split into heaps a and b with a + b < n is worth a ⊕ b ≤ a + b < n, so n is the least value not reached.',
    ],
    formulas: ['SG(n) = n'],
    example: { position: 'octal(0.3...) 5', panel: 'heaps', text: 'A heap of 5 in octal(0.3...) is a Nim heap of 5: taking the whole heap wins.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 4.',
    related: ['bouton', 'octal-period'],
  },
  lasker: {
    statement: [
      'In Lasker’s Nim a move either takes any number of counters from one heap or splits a heap into two non-empty heaps. The values follow a pattern of four: they equal the heap size, except that heaps of 4k + 3 and 4k + 4 swap their values.',
    ],
    formulas: ['SG(4k + 1) = 4k + 1', 'SG(4k + 2) = 4k + 2', 'SG(4k + 3) = 4k + 4', 'SG(4k + 4) = 4k + 3'],
    example: { position: 'lasker 3', panel: 'heaps', text: 'A heap of 3 is worth 4: its options reach 0, 1, 2 and 3 (1 + 2 splits into 1 ⊕ 2 = 3), so the least value not reached is 4.' },
    source: 'E. Lasker, Brettspiele der Völker (1931).',
    related: ['bouton'],
  },
  staircase: {
    statement: [
      'In Staircase Nim coins lie on numbered steps; a move takes any number of coins from one step down to the step below (from step 1, off the staircase). It is Nim played on the odd-numbered steps only.',
      'A move from an even step to an odd step adds to an odd step, and the opponent can move the same coins on at once; coins on even steps therefore never matter.',
    ],
    formulas: ['SG = c_1 ⊕ c_3 ⊕ c_5 ⊕ …'],
    example: { position: 'staircase 3 1 4', panel: 'heaps', text: 'Odd steps hold 3 and 4: 3 ⊕ 4 = 7, so the player to move wins, for instance by moving 1 coin from step 2 to step 1 (4 ⊕ 4 = 0).' },
    source: 'A classic reduction to Nim, found in many problem sets (for instance POJ 1704, “Georgia and Bob”).',
    related: ['bouton'],
  },
  'coin-turning': {
    statement: [
      'In a coin-turning game a move turns over a set of coins allowed by the rule, the rightmost of which must go from heads to tails. The theorem: a row is worth the XOR, over its heads, of the value of a row with that single head.',
      'Turning a tail to heads adds a head, turning a head to tails removes one, so a move acts on the set of heads as a move in a sum. Each single head’s value is the mex, over the sets it may turn, of the XOR of the values of the other coins turned.',
    ],
    formulas: ['SG(\\text{row}) = ⊕_{i \\text{ heads}} g(i)'],
    example: { position: 'coins(run3) TTHHH', panel: 'coins', text: 'Turning exactly three consecutive coins: a head is worth 1 where 3 divides its place, else 0; the heads at 3, 4 and 5 give 1 ⊕ 0 ⊕ 0 = 1.' },
    source: 'H. W. Lenstra; Winning Ways for your Mathematical Plays, ch. 14 (“Turn and Turn About”).',
    related: ['turning-turtles', 'mock-turtles', 'ruler'],
  },
  'turning-turtles': {
    statement: [
      'In Turning Turtles a move turns over one or two coins, the rightmost from heads to tails. A single head at place i (counting from 1) is worth i, so the row is Nim with a heap for each head.',
    ],
    formulas: ['g(i) = i', 'SG(\\text{row}) = ⊕_{i \\text{ heads}} i'],
    example: { position: 'coins(turtles) THHT', panel: 'coins', text: 'Heads at 2 and 3: 2 ⊕ 3 = 1, so the player to move wins, by turning coins 2 and 3.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 14.',
    related: ['coin-turning', 'bouton'],
  },
  'mock-turtles': {
    statement: [
      'In Mock Turtles a move turns over one, two or three coins, the rightmost from heads to tails. Counting the coins from 0, a head at x is worth 2x or 2x + 1, whichever has an odd number of 1s in binary (x is odious when it has an odd number of 1 bits, evil when even): the odious numbers 1, 2, 4, 7, 8, 11, 13, 14, …',
    ],
    formulas: ['g(x) = 2x \\quad \\text{(x odious)}', 'g(x) = 2x + 1 \\quad \\text{(x evil)}'],
    example: { position: 'coins(mock) THHTTH', panel: 'coins', text: 'Heads at 1, 2 and 5 (counting from 0) are worth 2, 4 and 11: 2 ⊕ 4 ⊕ 11 = 13, so the player to move wins.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 14.',
    related: ['coin-turning'],
  },
  ruler: {
    statement: [
      'In Ruler a move turns over any number of consecutive coins, the rightmost from heads to tails. A single head at place i (counting from 1) is worth the largest power of 2 that divides i, like the marks on a ruler: 1, 2, 1, 4, 1, 2, 1, 8, …',
    ],
    formulas: ['g(i) = 2^{v}, \\; 2^{v} ∣ i, \\; 2^{v+1} ∤ i'],
    example: { position: 'coins(ruler) THHTH', panel: 'coins', text: 'Heads at 2, 3 and 5 are worth 2, 1 and 1: 2 ⊕ 1 ⊕ 1 = 2, so the player to move wins.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 14.',
    related: ['coin-turning'],
  },
  ends: {
    statement: [
      'Stones at the ends: heaps stand in a row, and a move takes any number of stones from the leftmost or the rightmost heap; an emptied heap leaves the row. For any row there is exactly one size L of an extra heap on its left that makes the whole a P position.',
      'These end values are found from those of shorter rows, so the whole row is decided by comparing its left heap with L.',
    ],
    formulas: ['a_1 a_2 … a_n \\text{ is P} ⇔ a_1 = L(a_2 … a_n)'],
    example: { position: 'ends 2 1 2', panel: 'graphs', text: 'The row 2 1 2 is a P position: the heap of 2 on the left is exactly the end value of the row 1 2.' },
    source: 'ZJOI 2009, “Stone game” (Zhejiang provincial selection contest).',
    related: ['mex'],
  },
  'take-or-merge': {
    statement: [
      'Take or merge: a move takes one stone from a heap (an emptied heap goes) or merges two heaps into one. Only two numbers matter: a, the number of heaps of 1, and b, the number of moves left in the bigger heaps (their sizes plus one each, summed, minus one).',
      'The position is P iff b is 0 or 2 and a is a multiple of 3, or b is at least 4 and a and b are both even.',
    ],
    formulas: ['P ⇔ (b ∈ \\{0, 2\\} ∧ 3 ∣ a)', '\\quad ∨ (b ≥ 4 ∧ a, b \\text{ even})'],
    example: { position: 'merge 1 1 1', panel: 'graphs', text: 'Three heaps of 1: a = 3, b = 0, so the player to move loses.' },
    source: 'AcWing 1321 (“Take stones”).',
    related: ['mex'],
  },
  tartan: {
    statement: [
      'The product of two coin-turning games is played on a grid: a move picks a move of the first game on the rows (a set $A$ of rows with deciding row $x$) and a move of the second on the columns (a set $B$ with deciding column $y$), with the coin at $(x, y)$ heads, and turns over every coin of $A × B$.',
      'The Tartan theorem: a lone head at $(x, y)$ is worth the nim product of the values of $x$ in the first game and $y$ in the second, and the grid, like every coin-turning position, is worth the nim-sum of its heads’ values.',
    ],
    formulas: ['g(x, y) = g_1(x) ⊗ g_2(y)', 'SG = ⊕_{(x, y)} g_1(x) ⊗ g_2(y)'],
    example: { position: 'coins2d(ruler*ruler) THT/HTT', panel: 'tutorial', text: 'Ruler by Ruler: the heads at row 1, column 2 and at row 2, column 1 are each worth 1 ⊗ 2 = 2, and 2 ⊕ 2 = 0, so the player to move loses.' },
    source: 'Winning Ways for your Mathematical Plays, ch. 14 (the Tartan theorem, after Lenstra); nim multiplication from J. H. Conway, On Numbers and Games, ch. 6.',
    related: ['coin-turning', 'ruler', 'mock-turtles'],
  },
  moore: {
    statement: [
      'In Moore’s $Nim_k$ a move takes any positive number of counters from each of at most $k$ heaps (Nim is $k = 1$). Write the heaps in binary and count, in each column, the heaps that have that bit set.',
      'Moore’s theorem: the position is P exactly when every such count is divisible by $k + 1$. From any other position a move that touches at most $k$ heaps brings every count back to a multiple of $k + 1$.',
    ],
    formulas: ['c_b = Σ_i (⌊n_i / 2^b⌋ \\; mod \\; 2)', 'P ⇔ ∀ b: c_b ≡ 0 \\; (mod \\; k + 1)'],
    example: { position: 'moore(2) 3 5 6', panel: 'tutorial', text: 'In binary 011, 101 and 110: every column has two heaps with a 1, not a multiple of 3, so the player to move wins, by taking 2 from the heap of 5 and 3 from the heap of 6.' },
    source: 'E. H. Moore, “A generalization of the game called Nim”, Annals of Mathematics 11 (1910).',
    related: ['bouton'],
  },
  zeckendorf: {
    statement: [
      'In Fibonacci Nim a heap is taken from in turn; the first move takes anything but the whole heap, and each later move takes at least 1 and at most twice what the previous move took. Whoever takes the last counter wins.',
      'Every positive integer is exactly one sum of Fibonacci numbers no two of them consecutive (Zeckendorf’s theorem). The player to move wins exactly when the smallest term of the heap’s representation is at most $L$, what may be taken, by taking that term: the opponent can then never take the new smallest term.',
    ],
    formulas: ['n = F_{i_1} + F_{i_2} + … + F_{i_r}, \\; i_j ≥ i_{j+1} + 2', 'N ⇔ F_{i_r} ≤ L'],
    example: { position: 'fibnim 20', panel: 'tutorial', text: '20 = 13 + 5 + 2: the smallest term 2 may be taken, so the player to move wins by taking 2.' },
    source: 'M. J. Whinihan, “Fibonacci Nim”, Fibonacci Quarterly 1 (1963); E. Zeckendorf (1972).',
    related: ['mex'],
  },
  nivasch: {
    statement: [
      'In Euclid’s game a move subtracts a positive multiple of the smaller number from the larger, never below 0; whoever makes a 0 wins. Dividing repeatedly, larger = q × smaller + remainder, gives the continued fraction of the pair, and each quotient $q$ is a level of the game.',
      'The last level is worth its quotient. Any other level is worth $q - 1$ when the level below is worth at least $q$, and $q$ otherwise: the options of a level form a chain worth 0, 1, 2, … that skips the value of the level below.',
    ],
    formulas: ['g_r = q_r', 'g_i = q_i - 1 \\quad (g_{i+1} ≥ q_i)', 'g_i = q_i \\quad (g_{i+1} < q_i)'],
    example: { position: 'euclid 12 5', panel: 'tutorial', text: '12 = 2 × 5 + 2, 5 = 2 × 2 + 1, 2 = 2 × 1 + 0: the levels from the bottom are worth 2, then 1, then 2, so the pair is worth 2.' },
    source: 'A. J. Cole and A. J. T. Davie, “A game based on the Euclidean algorithm and a winning strategy for it”, Math. Gazette 53 (1969); G. Nivasch, “The Sprague-Grundy function of the game Euclid”, Discrete Mathematics 306 (2006).',
    related: ['mex'],
  },
  matching: {
    statement: [
      'In geography on an undirected graph a token moves along an edge to a vertex not visited before; the start counts as visited, and whoever cannot move loses.',
      'Write $m(G)$ for the number of edges of a maximum matching of the graph $G$. The player to move wins exactly when every maximum matching covers the token’s vertex $v$, that is when $m(G - v) < m(G)$: then moving along the matching edge keeps the opponent off the matching’s free vertices. Otherwise some maximum matching misses it, and every move reaches a vertex that matching covers. Edmonds’ blossom algorithm finds the matchings on any graph, bipartite or not.',
    ],
    formulas: ['N ⇔ m(G - v) < m(G)'],
    example: { position: 'geography(1-2,2-3,2-4) 2', panel: 'tutorial', text: 'A star with centre 2: every maximum matching (one edge) covers 2, so the player to move wins, by moving to any leaf.' },
    source: 'A. S. Fraenkel, E. R. Scheinerman and D. Ullman, “Undirected edge geography”, Theoretical Computer Science 112 (1993); J. Edmonds, “Paths, trees, and flowers” (1965).',
    related: ['mex'],
  },
});
