/**
 * The shop's content pages: guides, policies, FAQ and about us. Written for a fashion-rental shop
 * whose rules match the storefront: the listed rental price covers 2 days, each extra day
 * adds 10 %, deposit = quantity × deposit price (none when buying), members get a percentage off.
 * HTML here is sanitised again when it is written (seed/content/index.ts).
 */
import type { ContentGroup } from '../../../../core/contracts/content-vocab';

export interface ContentSeedPage {
  group: ContentGroup;
  link: string;
  title: string;
  summary: string;
  html: string;
}

/** When the seeded texts were last revised (a fixed date, so equal seeds give equal snapshots). */
export const CONTENT_REVISED_AT = new Date('2026-11-25T00:00:00+07:00');
/** Earlier revisions of this seed: a page still dated one of these was never edited by the shop and is brought up to date. */
export const EARLIER_REVISIONS = [new Date('2026-11-01T00:00:00+07:00')];

/**
 * The rental how-to video. YouTube's long-standing public demo clip stands in until the shop
 * uploads its own; replace the id here (any watch, embed or youtu.be form works).
 */
export const GUIDE_VIDEO_URL = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';

export const CONTENT_SEED: readonly ContentSeedPage[] = [
  {
    group: 'about-us',
    link: 'about-us',
    title: 'Về chúng tôi',
    summary: 'Thuê Đồ giúp bạn diện đồ đẹp cho mọi dịp mà không phải mua mới: thuê theo ngày, giặt sạch, giao tận nơi.',
    html: `
<p>Thuê Đồ ra đời từ một câu hỏi rất quen: <em>“Mặc gì cho đám cưới bạn thân tuần sau?”</em> Một chiếc áo dài cưới, một bộ vest hay một chiếc đầm dạ hội thường chỉ được mặc một hai lần rồi nằm yên trong tủ. Chúng tôi tin rằng bạn vẫn có thể thật đẹp trong những ngày quan trọng mà không cần mua mới mỗi lần.</p>
<h2>Chúng tôi làm gì</h2>
<p>Thuê Đồ cho thuê và bán lại trang phục thời trang: áo dài truyền thống và áo dài cưới, đầm dạ hội, vest nam, trang phục chụp ảnh, đồ biểu diễn và phụ kiện đi kèm. Mỗi sản phẩm đều có ảnh thật, bảng size, giá thuê, tiền cọc và đánh giá của khách đã thuê.</p>
<ul>
<li><strong>Thuê theo lịch:</strong> chọn ngày nhận và ngày trả, giá thuê niêm yết đã bao gồm 2 ngày sử dụng.</li>
<li><strong>Sạch sẽ:</strong> mọi món đồ được giặt hấp, khử khuẩn và kiểm tra đường may trước mỗi lần cho thuê.</li>
<li><strong>Mua lại giá tốt:</strong> những món đồ đã qua vài lần thuê được thanh lý với giá ưu đãi tại trang Khuyến mãi.</li>
</ul>
<h2>Vì sao nên thuê</h2>
<p>Thuê đồ giúp bạn tiết kiệm chi phí, có nhiều lựa chọn hơn cho mỗi dịp và giảm lượng quần áo bị bỏ phí. Một chiếc đầm được nhiều người mặc là một chiếc đầm được dùng đúng giá trị của nó.</p>
<h2>Liên hệ</h2>
<p>Bạn có thể nhắn tin cho chúng tôi qua Messenger, Zalo hoặc gọi hotline bằng nút <strong>Hỗ trợ</strong> ở góc màn hình. Xem thêm <a href="/about/cau-hoi-thuong-gap">Câu hỏi thường gặp</a> và <a href="/about/huong-dan-thue-do">Hướng dẫn thuê đồ</a>.</p>`,
  },
  {
    group: 'about',
    link: 'huong-dan-thue-do',
    title: 'Hướng dẫn thuê đồ',
    summary: 'Bốn bước để thuê một bộ trang phục: chọn đồ, chọn lịch thuê, thanh toán và đặt cọc, nhận và trả đồ.',
    html: `
<p>Thuê đồ tại Thuê Đồ chỉ mất vài phút. Dưới đây là các bước từ lúc chọn trang phục đến khi hoàn trả.</p>
<h2>Bước 1 — Chọn trang phục</h2>
<p>Duyệt theo <strong>Danh mục</strong> hoặc tìm theo tên, màu sắc, dịp. Ở trang sản phẩm, xem kỹ ảnh, chất liệu, kích cỡ và đánh giá. Nếu phân vân về size, hãy đọc <a href="/customer-care/huong-dan-chon-size">Hướng dẫn chọn size</a> hoặc nhắn cho chúng tôi số đo của bạn.</p>
<h2>Bước 2 — Chọn lịch thuê</h2>
<p>Chọn hình thức <strong>Thuê Lẻ</strong>, sau đó chọn ngày bắt đầu và ngày kết thúc sử dụng. Giá thuê niêm yết áp dụng cho <strong>2 ngày</strong>; từ ngày thứ 3, mỗi ngày cộng thêm <strong>10%</strong> giá thuê. Ví dụ: đầm giá thuê 300.000 ₫, thuê 4 ngày sẽ là 300.000 × (1 + 0,1 × 2) = 360.000 ₫.</p>
<p>Để bạn có đồ kịp thử, chúng tôi giao trước ngày bắt đầu 1 ngày và nhận lại sau ngày kết thúc 1 ngày; hai ngày này không tính phí.</p>
<h2>Bước 3 — Thanh toán và đặt cọc</h2>
<p>Khi đặt thuê, bạn thanh toán tiền thuê và <strong>tiền cọc</strong> (số lượng × giá cọc của sản phẩm). Tiền cọc được hoàn lại sau khi chúng tôi nhận và kiểm tra đồ. Các cách thanh toán có tại <a href="/customer-care/huong-dan-thanh-toan">Hướng dẫn thanh toán</a>.</p>
<h2>Bước 4 — Nhận đồ và hoàn trả</h2>
<p>Kiểm tra đồ ngay khi nhận và báo cho chúng tôi trong vòng 24 giờ nếu có vấn đề. Sau khi sử dụng, bạn <strong>không cần giặt</strong>: chỉ cần gấp gọn, cho vào túi đựng được gửi kèm và trả đúng hẹn tại cửa hàng hoặc cho nhân viên giao nhận.</p>
<h2>Video hướng dẫn</h2>
<p>Xem nhanh các bước đặt thuê trong video dưới đây.</p>
<p><a href="${GUIDE_VIDEO_URL}">Video: cách đặt thuê trang phục trên Thuê Đồ</a></p>`,
  },
  {
    group: 'about',
    link: 'cau-hoi-thuong-gap',
    title: 'Câu hỏi thường gặp',
    summary: 'Giải đáp nhanh về giá thuê, tiền cọc, thời gian thuê, giặt ủi, đổi size và thành viên.',
    html: `
<h2>Giá thuê đã bao gồm những gì?</h2>
<p>Giá thuê bao gồm 2 ngày sử dụng, chi phí giặt hấp và vệ sinh sau khi bạn trả. Từ ngày thứ 3 trở đi, mỗi ngày cộng thêm 10% giá thuê. Phí giao hàng (nếu có) được hiển thị riêng khi thanh toán.</p>
<h2>Vì sao phải đặt cọc? Khi nào tôi nhận lại?</h2>
<p>Tiền cọc giúp chúng tôi bảo đảm đồ được hoàn trả nguyên vẹn. Tiền cọc được hoàn ngay khi cửa hàng nhận lại và kiểm tra đồ: vào Ví của tôi (dùng được ngay cho lần thuê sau), hoặc chuyển khoản về tài khoản ngân hàng của bạn nếu bạn đề nghị khi trả đồ. Chi tiết tại <a href="/customer-care/chinh-sach-dat-coc-va-hoan-tra">Chính sách đặt cọc và hoàn trả</a>.</p>
<h2>Tôi có cần giặt đồ trước khi trả không?</h2>
<p>Không. Vui lòng không tự giặt, tẩy hay là ủi ở nhiệt độ cao, vì nhiều chất liệu như lụa, voan, kim sa cần được xử lý riêng. Chúng tôi sẽ giặt hấp chuyên dụng.</p>
<h2>Nếu đồ không vừa thì sao?</h2>
<p>Nếu bạn báo trong vòng 24 giờ sau khi nhận và đồ còn nguyên tem, chúng tôi hỗ trợ đổi size khác (nếu còn lịch trống) hoặc đổi sang mẫu cùng giá.</p>
<h2>Tôi muốn giữ đồ thêm vài ngày?</h2>
<p>Hãy liên hệ trước ngày trả để gia hạn; phần gia hạn được tính như ngày thuê thêm (10% giá thuê mỗi ngày). Trả muộn mà không báo trước sẽ tính phí theo <a href="/customer-care/tra-muon-va-hu-hong">Chính sách trả muộn và hư hỏng</a>.</p>
<h2>Thành viên được ưu đãi gì?</h2>
<p>Gói thành viên giảm giá thuê theo phần trăm của gói, một số sản phẩm có giá thành viên riêng, và gói có thể kèm thêm ngày thuê miễn phí. Xem <a href="/seft/dieu-khoan-thanh-vien">Điều khoản thành viên</a>.</p>
<h2>Tôi có thể mua luôn món đồ đã thuê không?</h2>
<p>Có, với các sản phẩm được đánh dấu “Thuê &amp; mua”. Hãy liên hệ để được báo giá mua lại đã trừ phần tiền thuê.</p>`,
  },
  {
    group: 'customer-care',
    link: 'chinh-sach-dat-coc-va-hoan-tra',
    title: 'Chính sách đặt cọc và hoàn trả',
    summary: 'Tiền cọc được tính thế nào, hoàn lại khi nào, và quy định huỷ đơn, đổi trả.',
    html: `
<h2>Tiền cọc</h2>
<p>Mỗi sản phẩm cho thuê có một mức <strong>giá cọc</strong> hiển thị ở trang sản phẩm. Tiền cọc của đơn bằng <strong>số lượng × giá cọc</strong> của từng sản phẩm. Sản phẩm mua (không thuê) không cần đặt cọc.</p>
<p>Tiền cọc được thanh toán cùng tiền thuê khi đặt đơn, hoặc tại quầy nếu bạn nhận đồ ở cửa hàng và chọn thanh toán tiền mặt.</p>
<h2>Hoàn cọc</h2>
<ul>
<li>Sau khi nhận lại đồ, chúng tôi kiểm tra tình trạng trong vòng 24 giờ.</li>
<li>Nếu đồ nguyên vẹn và trả đúng hạn, tiền cọc được hoàn <strong>đầy đủ</strong> ngay khi kiểm tra xong.</li>
<li>Tiền cọc được hoàn vào <strong>Ví của tôi</strong> ngay (dùng cho lần thuê sau), hoặc chuyển khoản về tài khoản ngân hàng của bạn nếu bạn đề nghị khi trả đồ; nhân viên ghi lại mã giao dịch và bạn thấy khoản hoàn trong trang đơn hàng.</li>
<li>Nếu có phí trả muộn hoặc phí sửa chữa, phí này được trừ vào tiền cọc và chúng tôi gửi bạn bảng chi tiết kèm ảnh.</li>
</ul>
<h2>Huỷ đơn</h2>
<table>
<thead><tr><th>Thời điểm huỷ</th><th>Hoàn tiền thuê</th><th>Hoàn tiền cọc</th></tr></thead>
<tbody>
<tr><td>Trước ngày giao từ 3 ngày trở lên</td><td>100%</td><td>100%</td></tr>
<tr><td>Trước ngày giao 1–2 ngày</td><td>50%</td><td>100%</td></tr>
<tr><td>Trong ngày giao hoặc từ chối nhận</td><td>Không hoàn</td><td>100%</td></tr>
</tbody>
</table>
<p>Tiền hoàn khi huỷ đơn (kể cả phần đã trả bằng ví hoặc qua cổng thanh toán) vào <strong>Ví của tôi</strong> ngay khi đơn được huỷ.</p>
<h2>Đổi trả khi nhận đồ</h2>
<p>Nếu đồ giao sai mẫu, sai size so với đơn, hoặc có lỗi (rách, bung chỉ, vết bẩn) mà không phải do bạn, hãy báo trong vòng 24 giờ kèm ảnh. Chúng tôi đổi món khác hoặc hoàn 100% tiền thuê và tiền cọc.</p>
<p>Sản phẩm mua thanh lý được đổi trả trong 3 ngày nếu còn nguyên tem và chưa qua sử dụng.</p>`,
  },
  {
    group: 'customer-care',
    link: 'tra-muon-va-hu-hong',
    title: 'Chính sách trả muộn và hư hỏng',
    summary: 'Phí khi trả đồ muộn, cách xử lý vết bẩn, hư hỏng nhỏ và mất đồ.',
    html: `
<p>Mỗi món đồ đã có lịch thuê của khách tiếp theo, vì vậy việc trả đúng hẹn rất quan trọng. Chính sách dưới đây giúp mọi khách hàng đều nhận được đồ đúng ngày.</p>
<h2>Trả muộn</h2>
<ul>
<li>Nếu bạn báo trước và còn lịch trống, phần thêm được tính như <strong>gia hạn</strong>: 10% giá thuê cho mỗi ngày.</li>
<li>Trả muộn <strong>không báo trước</strong>: mỗi ngày muộn tính <strong>20% giá thuê</strong>, trừ vào tiền cọc.</li>
<li>Quá 7 ngày không liên lạc được, đơn được xem là mất đồ và xử lý theo mục “Mất đồ”.</li>
</ul>
<h2>Vết bẩn và hư hỏng nhỏ</h2>
<p>Vết bẩn thông thường (mồ hôi, bụi, son phấn nhẹ) đã nằm trong chi phí giặt hấp, bạn không phải trả thêm. Với hư hỏng cần xử lý riêng, chúng tôi báo trước chi phí kèm ảnh:</p>
<table>
<thead><tr><th>Tình trạng</th><th>Mức phí</th></tr></thead>
<tbody>
<tr><td>Vết bẩn khó (rượu vang, mực, dầu mỡ) cần xử lý riêng</td><td>50.000 – 150.000 ₫</td></tr>
<tr><td>Bung chỉ, tuột khuy, hỏng khoá kéo có thể sửa</td><td>30.000 – 100.000 ₫</td></tr>
<tr><td>Rơi hạt, kim sa, đá đính (dưới 10%)</td><td>50.000 – 200.000 ₫</td></tr>
<tr><td>Rách, cháy, phai màu không phục hồi được</td><td>Theo giá cọc</td></tr>
</tbody>
</table>
<h2>Mất đồ</h2>
<p>Trường hợp mất đồ hoặc hư hỏng không thể sửa, phí bồi thường tối đa bằng <strong>giá cọc</strong> của sản phẩm; chúng tôi không thu thêm ngoài tiền cọc đã đặt.</p>
<h2>Lưu ý khi sử dụng</h2>
<ul>
<li>Không tự giặt, tẩy hoặc là ủi ở nhiệt độ cao.</li>
<li>Không tự cắt, khâu sửa hay thay đổi kích thước.</li>
<li>Tránh để nước hoa, mỹ phẩm tiếp xúc trực tiếp với vải lụa và voan.</li>
</ul>`,
  },
  {
    group: 'customer-care',
    link: 'huong-dan-chon-size',
    title: 'Hướng dẫn chọn size',
    summary: 'Cách đo ba vòng và bảng size tham khảo cho trang phục nữ và vest nam.',
    html: `
<p>Trang phục đi tiệc thường ôm dáng hơn quần áo hằng ngày, vì vậy hãy chọn size theo <strong>số đo cơ thể</strong> thay vì size bạn thường mặc.</p>
<h2>Cách đo</h2>
<ul>
<li><strong>Vòng ngực:</strong> đo vòng quanh chỗ đầy nhất của ngực, thước dây song song mặt đất.</li>
<li><strong>Vòng eo:</strong> đo vòng nhỏ nhất ở eo, thường cao hơn rốn khoảng 2–3 cm.</li>
<li><strong>Vòng mông:</strong> đo vòng quanh chỗ đầy nhất của mông.</li>
</ul>
<p>Đo sát người nhưng không siết chặt, mặc đồ lót mỏng. Nếu số đo nằm giữa hai size, hãy chọn size lớn hơn với đầm ôm và size nhỏ hơn với đầm xoè.</p>
<h2>Bảng size nữ (đầm, áo dài)</h2>
<table>
<thead><tr><th>Size</th><th>Ngực (cm)</th><th>Eo (cm)</th><th>Mông (cm)</th><th>Chiều cao (cm)</th><th>Cân nặng (kg)</th></tr></thead>
<tbody>
<tr><td>S</td><td>80–84</td><td>62–66</td><td>86–90</td><td>150–158</td><td>43–48</td></tr>
<tr><td>M</td><td>84–88</td><td>66–70</td><td>90–94</td><td>155–162</td><td>48–53</td></tr>
<tr><td>L</td><td>88–92</td><td>70–74</td><td>94–98</td><td>158–165</td><td>53–58</td></tr>
<tr><td>XL</td><td>92–96</td><td>74–78</td><td>98–102</td><td>160–168</td><td>58–63</td></tr>
</tbody>
</table>
<h2>Bảng size vest nam</h2>
<table>
<thead><tr><th>Size</th><th>Ngực (cm)</th><th>Eo (cm)</th><th>Chiều cao (cm)</th><th>Cân nặng (kg)</th></tr></thead>
<tbody>
<tr><td>S</td><td>86–90</td><td>72–76</td><td>160–167</td><td>52–58</td></tr>
<tr><td>M</td><td>90–94</td><td>76–80</td><td>165–172</td><td>58–65</td></tr>
<tr><td>L</td><td>94–98</td><td>80–84</td><td>170–177</td><td>65–72</td></tr>
<tr><td>XL</td><td>98–104</td><td>84–90</td><td>175–182</td><td>72–80</td></tr>
</tbody>
</table>
<blockquote>Áo dài may đo theo form truyền thống nên ôm sát hơn bảng trên khoảng 1–2 cm ở eo. Hãy gửi số đo cho chúng tôi qua nút Hỗ trợ để được tư vấn chính xác.</blockquote>`,
  },
  {
    group: 'customer-care',
    link: 'giao-hang',
    title: 'Chính sách giao hàng',
    summary: 'Khu vực giao, thời gian, phí giao nhận và cách trả đồ.',
    html: `
<h2>Thời gian giao</h2>
<p>Đồ thuê được giao <strong>trước ngày bắt đầu thuê 1 ngày</strong> để bạn kịp thử và chuẩn bị; đồ được nhận lại <strong>sau ngày kết thúc 1 ngày</strong>. Hai ngày này không tính vào thời gian thuê.</p>
<ul>
<li>Nội thành: giao trong ngày nếu đặt trước 12 giờ trưa, còn lại giao sáng hôm sau.</li>
<li>Ngoại thành và tỉnh lân cận: 1–2 ngày.</li>
<li>Tỉnh xa: 2–4 ngày qua đơn vị vận chuyển; hãy đặt sớm để lịch thuê được bảo đảm.</li>
</ul>
<h2>Phí giao nhận</h2>
<p>Phí giao hàng được tính theo khoảng cách và hiển thị trước khi bạn xác nhận đơn. Bạn cũng có thể <strong>nhận và trả tại cửa hàng</strong> mà không mất phí.</p>
<h2>Khi nhận hàng</h2>
<p>Vui lòng kiểm tra số lượng, mẫu mã và tình trạng đồ ngay khi nhận. Nếu có vấn đề, chụp ảnh và báo trong vòng 24 giờ để được đổi hoặc hoàn tiền theo <a href="/customer-care/chinh-sach-dat-coc-va-hoan-tra">Chính sách đặt cọc và hoàn trả</a>.</p>
<h2>Trả đồ</h2>
<p>Gấp gọn đồ vào túi đựng được gửi kèm, giữ nguyên phụ kiện (thắt lưng, mấn, khăn voan…). Bạn có thể trả tại cửa hàng hoặc hẹn nhân viên đến nhận vào ngày trả đã chọn.</p>`,
  },
  {
    group: 'customer-care',
    link: 'huong-dan-thanh-toan',
    title: 'Hướng dẫn thanh toán',
    summary: 'Tiền mặt tại cửa hàng, chuyển khoản VietQR, MoMo, ZaloPay, thẻ qua VNPay hoặc Ví của tôi.',
    html: `
<p>Thuê Đồ hỗ trợ nhiều cách thanh toán. Tổng tiền của đơn gồm tiền thuê (hoặc tiền mua), tiền cọc và phí giao hàng nếu có.</p>
<h2>Tiền mặt tại cửa hàng</h2>
<p>Chọn <strong>Nhận tại cửa hàng</strong> rồi <strong>Tiền mặt tại cửa hàng</strong>: bạn thanh toán tiền thuê (hoặc tiền mua) và tiền cọc tại quầy khi nhận đồ.</p>
<p>Đơn <strong>giao tận nơi</strong> không thanh toán khi nhận hàng (COD) vì đơn thuê cần tiền cọc trước khi đồ rời cửa hàng: vui lòng thanh toán trước bằng một trong các cách bên dưới.</p>
<h2>Chuyển khoản ngân hàng qua VietQR</h2>
<ol>
<li>Chọn <strong>Chuyển khoản (VietQR)</strong> ở bước thanh toán.</li>
<li>Mở ứng dụng ngân hàng, chọn quét mã QR và quét mã hiển thị trên màn hình.</li>
<li>Giữ nguyên số tiền và nội dung chuyển khoản (mã đơn hàng) rồi xác nhận.</li>
</ol>
<p>Đơn được xác nhận tự động trong vài phút sau khi tiền về tài khoản.</p>
<h2>Ví điện tử MoMo và ZaloPay</h2>
<p>Chọn MoMo hoặc ZaloPay, bạn sẽ được chuyển sang ứng dụng ví (hoặc quét mã QR trên máy tính) để xác nhận thanh toán, sau đó quay lại trang xác nhận đơn.</p>
<h2>Thẻ ATM nội địa, Visa, Mastercard qua VNPay</h2>
<p>Chọn <strong>Thẻ qua VNPay</strong> và nhập thông tin thẻ trên trang thanh toán bảo mật của VNPay. Thẻ ATM cần đăng ký thanh toán trực tuyến với ngân hàng. Thuê Đồ không lưu số thẻ của bạn.</p>
<h2>Ví của tôi</h2>
<p>Số dư trong <strong>Ví của tôi</strong> (từ tiền cọc được hoàn hoặc hoàn tiền đơn huỷ) dùng để trả một phần hoặc toàn bộ đơn tiếp theo.</p>
<blockquote>Thuê Đồ không bao giờ yêu cầu bạn cung cấp mã OTP hay mật khẩu qua điện thoại hoặc tin nhắn.</blockquote>`,
  },
  {
    group: 'info',
    link: 'chinh-sach-bao-mat',
    title: 'Chính sách bảo mật',
    summary: 'Thông tin cá nhân nào được thu thập, dùng vào việc gì, lưu trữ bao lâu và quyền của bạn.',
    html: `
<p>Thuê Đồ tôn trọng quyền riêng tư của bạn và xử lý dữ liệu cá nhân theo quy định của pháp luật Việt Nam, trong đó có Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.</p>
<h2>Thông tin chúng tôi thu thập</h2>
<ul>
<li>Thông tin tài khoản: họ tên, số điện thoại, email.</li>
<li>Địa chỉ giao nhận và lịch sử đơn hàng.</li>
<li>Số đo cơ thể nếu bạn gửi để được tư vấn size.</li>
<li>Dữ liệu kỹ thuật khi sử dụng trang: loại thiết bị, trang đã xem, thời gian tải trang (dùng để cải thiện tốc độ).</li>
</ul>
<h2>Mục đích sử dụng</h2>
<p>Thông tin được dùng để xử lý đơn thuê và mua, giao nhận đồ, hoàn cọc, chăm sóc khách hàng, và gửi thông báo về đơn hàng. Chúng tôi chỉ gửi thông tin khuyến mãi khi bạn đồng ý và bạn có thể huỷ bất cứ lúc nào.</p>
<h2>Chia sẻ thông tin</h2>
<p>Chúng tôi không bán dữ liệu cá nhân. Thông tin chỉ được chia sẻ ở mức cần thiết với đơn vị vận chuyển (tên, số điện thoại, địa chỉ) và đối tác thanh toán (VNPay, MoMo, ZaloPay, ngân hàng) để hoàn tất giao dịch, hoặc khi cơ quan nhà nước có thẩm quyền yêu cầu.</p>
<h2>Lưu trữ và bảo vệ</h2>
<p>Mật khẩu được mã hoá một chiều; thông tin thẻ thanh toán do cổng thanh toán xử lý, Thuê Đồ không lưu. Dữ liệu đơn hàng được lưu trong thời gian pháp luật về kế toán yêu cầu; các dữ liệu khác được xoá khi bạn xoá tài khoản.</p>
<h2>Quyền của bạn</h2>
<p>Bạn có quyền xem, chỉnh sửa thông tin trong mục Tài khoản, yêu cầu xoá tài khoản, rút lại sự đồng ý nhận tin khuyến mãi, và khiếu nại về việc xử lý dữ liệu qua kênh Hỗ trợ.</p>`,
  },
  {
    group: 'info',
    link: 'dieu-khoan-su-dung',
    title: 'Điều khoản sử dụng',
    summary: 'Quy định khi sử dụng trang web và đặt thuê, mua sản phẩm tại Thuê Đồ.',
    html: `
<p>Khi truy cập và đặt hàng tại Thuê Đồ, bạn đồng ý với các điều khoản dưới đây. Vui lòng đọc kỹ trước khi sử dụng dịch vụ.</p>
<h2>Tài khoản</h2>
<p>Bạn chịu trách nhiệm về tính chính xác của thông tin đăng ký và việc bảo mật mật khẩu. Mỗi số điện thoại hoặc email chỉ dùng cho một tài khoản.</p>
<h2>Đơn hàng và giá</h2>
<ul>
<li>Giá hiển thị bằng đồng Việt Nam và đã bao gồm thuế theo quy định.</li>
<li>Giá thuê niêm yết áp dụng cho 2 ngày sử dụng; ngày thêm tính 10% giá thuê mỗi ngày.</li>
<li>Đơn thuê chỉ được xác nhận khi sản phẩm còn trống lịch và tiền cọc đã được thanh toán (hoặc sẽ được thanh toán tại quầy khi bạn nhận đồ ở cửa hàng).</li>
<li>Nếu có sai sót về giá do lỗi hệ thống, chúng tôi sẽ liên hệ để bạn chọn tiếp tục hoặc huỷ đơn và hoàn tiền đầy đủ.</li>
</ul>
<h2>Trách nhiệm khi thuê</h2>
<p>Người thuê có trách nhiệm sử dụng và bảo quản đồ đúng cách, hoàn trả đúng hạn và chịu phí theo <a href="/customer-care/tra-muon-va-hu-hong">Chính sách trả muộn và hư hỏng</a> khi có phát sinh.</p>
<h2>Nội dung trên trang</h2>
<p>Hình ảnh, mô tả và nội dung trên trang thuộc về Thuê Đồ. Đánh giá của khách hàng phải trung thực, không chứa nội dung xúc phạm hay quảng cáo; chúng tôi có quyền ẩn các đánh giá vi phạm.</p>
<h2>Thay đổi điều khoản</h2>
<p>Điều khoản có thể được cập nhật; ngày cập nhật được ghi ở cuối trang. Đơn hàng đã đặt áp dụng điều khoản tại thời điểm đặt.</p>`,
  },
  {
    group: 'seft',
    link: 'dieu-khoan-thanh-vien',
    title: 'Điều khoản thành viên',
    summary: 'Quyền lợi gói thành viên: giảm giá thuê theo phần trăm, giá thành viên riêng, ngày thuê cộng thêm.',
    html: `
<p>Gói thành viên Thuê Đồ dành cho những ai thường xuyên thuê đồ cho công việc, sự kiện hay chụp ảnh.</p>
<h2>Quyền lợi</h2>
<ul>
<li><strong>Giảm giá thuê:</strong> mỗi gói có một mức giảm theo phần trăm, áp dụng trên giá thuê của sản phẩm.</li>
<li><strong>Giá thành viên:</strong> một số sản phẩm có giá thuê thành viên riêng; khi có, giá này được dùng thay cho mức giảm phần trăm.</li>
<li><strong>Ngày thuê cộng thêm:</strong> gói có thể kèm số ngày thuê miễn phí, được trừ vào số ngày thuê thêm ngoài 2 ngày tiêu chuẩn.</li>
</ul>
<h2>Cách tính ví dụ</h2>
<p>Đầm giá thuê 400.000 ₫, gói giảm 20%, thuê 2 ngày: giá thành viên là 400.000 × (1 − 20%) = 320.000 ₫. Tiền cọc không được giảm.</p>
<h2>Điều kiện</h2>
<ul>
<li>Gói thành viên gắn với một tài khoản, không chuyển nhượng.</li>
<li>Ưu đãi thành viên không cộng dồn với mã giảm giá khác trừ khi chương trình ghi rõ.</li>
<li>Gói hết hạn theo thời hạn ghi khi đăng ký; ưu đãi áp dụng cho đơn đặt trong thời hạn gói.</li>
<li>Thuê Đồ có thể tạm dừng quyền lợi nếu tài khoản nhiều lần trả muộn không báo trước hoặc làm mất đồ.</li>
</ul>
<p>Xem các gói hiện có tại trang <a href="/member-ship">Thành viên</a>.</p>`,
  },
];
