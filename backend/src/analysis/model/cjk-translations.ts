/**
 * The dictionary's Chinese, Japanese and Korean part. These languages do not separate words with
 * spaces (Korean separates phrases, not words), so their words are found inside the text and replaced
 * by the English word the word model knows, before the text is split into words. Like the rest of the
 * dictionary it is ordinary vocabulary, family and work words as well as sales and scam words: a
 * message in Chinese is read for what it says, never as "foreign, so suspicious".
 *
 * Format: `english: forms...` (simplified and traditional Chinese, Japanese, Korean), two characters
 * or more: a single character means too many things.
 */
import { buildDictionaryTable } from './dictionary-table';

const CJK_DICTIONARY = `
account: 账户 帳戶 账号 帳號 口座 アカウント 계정 계좌
advertising: 广告 廣告 広告 광고
agents: 代理商 代理店 대리점
attached: 附件 添付 첨부
bank: 银行 銀行 은행
business: 商机 商機 生意 ビジネス 사업
click: 点击 點擊 クリック 클릭
company: 公司 企业 企業 会社 회사
computer: 电脑 電腦 コンピュータ 컴퓨터
confirm: 确认 確認 확인
contact: 联系 聯繫 聯絡 連絡 연락 문의
credit: 信用卡 クレジットカード 신용카드
customer: 客户 客戶 顧客 고객
delivery: 快递 快遞 配達 배송 택배
diet: 减肥 減肥 ダイエット 다이어트
dinner: 晚饭 晚飯 夕食 저녁
discount: 优惠 優惠 折扣 割引 할인
earn: 赚钱 賺錢 稼ぐ 돈벌이
email: 电子邮件 電子郵件 邮件 郵件 メール 메일
event: 活动 活動 イベント 이벤트
family: 家人 家族 가족
father: 爸爸 お父さん 아버지 아빠
file: 文件 檔案 ファイル 파일
free: 免费 免費 無料 무료
friend: 朋友 友達 友人 친구
health: 健康 건강
hello: 您好 你好 こんにちは 안녕하세요
hiring: 招聘 募集 모집 채용
hotel: 宾馆 賓館 酒店 ホテル 호텔
income: 收入 収入 수입
information: 信息 資訊 情報 정보
insurance: 保险 保險 保険 보험
investment: 投资 投資 투자
latest: 最新 최신
loan: 贷款 貸款 ローン 대출
lottery: 彩票 宝くじ 복권
marketing: 营销 營銷 行銷 マーケティング 마케팅
meeting: 会议 會議 会議 회의
member: 会员 會員 회원
million: 百万 百萬 백만
money: 金钱 金錢 お金
mother: 妈妈 媽媽 お母さん 어머니 엄마
news: 新闻 新聞 ニュース 뉴스
now: 现在 現在 지금
opportunity: 机会 機會 機会 기회
order: 订购 訂購 注文 주문
password: 密码 密碼 パスワード 비밀번호
phone: 电话 電話 전화
photos: 照片 写真 사진
price: 价格 價格 価格 가격
prize: 奖品 獎品 奖金 獎金 賞品 賞金 경품 상금
problem: 问题 問題 문제
product: 产品 產品 製品 商品 상품 제품
project: 项目 項目 プロジェクト 프로젝트
promotion: 推广 推廣 宣传 宣傳 홍보
question: 疑问 疑問 질문
register: 注册 註冊 登録 가입 등록
remove: 退订 退訂 配信停止 수신거부
sale: 特价 特價 セール 세일 특가
school: 学校 學校 학교
security: 安全 セキュリティ 보안
service: 服务 服務 サービス 서비스
software: 软件 軟體 ソフトウェア 소프트웨어
thanks: 谢谢 謝謝 感谢 感謝 ありがとう 감사합니다
today: 今天 今日 오늘
tomorrow: 明天 明日 내일
travel: 旅游 旅遊 旅行 여행
urgent: 紧急 緊急 긴급
verify: 验证 驗證 인증
website: 网站 網站 网页 網頁 ホームページ サイト 홈페이지 사이트
weekend: 周末 週末 주말
win: 中奖 中獎 当選 당첨
`;

/** The text is folded (NFKD) before it is read: Korean syllables split into letters, so the forms are folded too. */
const fold = (s: string): string => s.normalize('NFKD');

const TABLE = buildDictionaryTable(CJK_DICTIONARY, (form) => [...form.normalize('NFC')].length >= 2, fold);
// Longest forms first, so that "电子邮件" is read before "邮件".
const FORMS = new RegExp([...TABLE.keys()].sort((a, b) => b.length - a.length).join('|'), 'g');
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;

/** Replaces the Chinese, Japanese and Korean words the dictionary knows by their English word. */
export function translateCjk(text: string): string {
  if (!CJK.test(text)) return text;
  return fold(text).replace(FORMS, (form) => ` ${TABLE.get(form) ?? ''} `);
}

/** How many forms this part of the dictionary holds (for its spec). */
export function cjkDictionarySize(): number {
  return TABLE.size;
}
