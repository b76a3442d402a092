/**
 * Chinese is written in two scripts: Simplified (`现在的状态`, mainland China) and Traditional (`現在的狀態`, Taiwan and
 * Hong Kong). The readings' Chinese words are written in Simplified; a Traditional text is read through this map of
 * the characters those words use, so `已修正的項目` and `踩過的坑` read as `已修正的项目` and `踩过的坑` do. Each pair is
 * one character in both scripts; a character outside the map is read as written (Japanese kanji that differ from both
 * stay as they are).
 */
const TRADITIONAL_TO_SIMPLIFIED = new Map(
  [
    '狀状',
    '態态',
    '標标',
    '進进',
    '現现',
    '當当',
    '變变',
    '敗败',
    '嘗尝',
    '試试',
    '無无',
    '訓训',
    '項项',
    '題题',
    '問问',
    '開开',
    '啟启',
    '動动',
    '個个',
    '後后',
    '續续',
    '辦办',
    '復复',
    '錯错',
    '誤误',
    '報报',
    '潰溃',
    '驗验',
    '證证',
    '議议',
    '順顺',
    '過过',
    '實实',
    '裝装',
    '決决',
    '時时',
    '們们',
    '這这',
    '說说',
    '關关',
    '鍵键',
    '檔档',
    '執执',
    '導导',
    '氣气',
    '發发',
    '陣阵',
    '棄弃',
    '廢废',
    '換换',
    '為为',
    '滾滚',
    // The words of plans and summaries: 計劃 (plan), 總結 (summary), 任務 (task), 步驟 (step), 範圍 (scope), 階段
    // (phase), 驗收標準 (acceptance criteria), 測試 (test), 技術 (technical), 清單 (list).
    '計计',
    '劃划',
    '總总',
    '結结',
    '務务',
    '驟骤',
    '範范',
    '圍围',
    '階阶',
    '準准',
    '測测',
    '術术',
    '單单',
  ].map((pair) => [pair[0]!, pair[1]!] as const),
);

/** Any Han character: only a text holding one is mapped. */
export const HAN = /\p{Script=Han}/u;

/** `text` with its Traditional Chinese characters written in Simplified (`現在的狀態` → `现在的状态`). */
export function toSimplified(text: string): string {
  if (!HAN.test(text)) return text;
  let out = '';
  for (const char of text) out += TRADITIONAL_TO_SIMPLIFIED.get(char) ?? char;
  return out;
}
