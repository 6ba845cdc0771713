/** 2–4 sentence product descriptions: an opening line, then some of fit, occasion, care and service notes. */
import { upperFirst } from './names';
import { type ProductGroup } from './profiles';
import { type Random } from './random';
import type { ProductType } from '../../../../core/contracts/catalog-vocab';
import { type Material, type Occasion } from './vocabularies';

export interface DescriptionContext {
  /** lower-case noun with classifier: 'chiếc áo dài', 'đôi giày cao gót' */
  noun: string;
  /** material, lower case: 'lụa tơ tằm' */
  m: string;
  /** colour, lower case */
  c: string;
  d: string;
  s: string;
  group: ProductGroup;
  material: Material;
  occasion: Occasion;
  type: ProductType;
}

type Line = (x: DescriptionContext) => string;

const INTRO: Record<ProductGroup, readonly Line[]> = {
  aodai: [
    (x) => `${upperFirst(x.noun)} may từ ${x.m} màu ${x.c}, điểm nhấn ${x.d} giữ trọn nét duyên dáng của tà áo Việt.`,
    (x) => `Nền ${x.m} ${x.c} kết hợp chi tiết ${x.d} mang lại vẻ đẹp vừa trang nhã vừa nổi bật.`,
    (x) => `Tà áo ${x.m} ${x.c} mềm rủ, phần ${x.d} được thợ làm tỉ mỉ từng đường kim mũi chỉ.`,
    (x) => `Sắc ${x.c} trên chất ${x.m} giúp ${x.noun} lên màu tươi tắn cả ngoài trời lẫn trong nhà.`,
  ],
  gown: [
    (x) => `${upperFirst(x.noun)} dáng ${x.s} may từ ${x.m} màu ${x.c}, tôn dáng và bắt sáng rất đẹp dưới ánh đèn.`,
    (x) => `Thiết kế ${x.s} kết hợp chất ${x.m} tông ${x.c}, giúp bạn nổi bật mà không cần phụ kiện cầu kỳ.`,
    (x) => `Chất ${x.m} ${x.c} ôm nhẹ theo đường cong cơ thể, phần ${x.d} tạo điểm nhấn tinh tế khi di chuyển.`,
  ],
  wedding: [
    (x) => `${upperFirst(x.noun)} dáng ${x.s} may từ ${x.m} cao cấp, chi tiết ${x.d} tạo nên vẻ đẹp lãng mạn cho ngày trọng đại.`,
    (x) => `Tông ${x.c} dịu nhẹ cùng phần ${x.d} tinh xảo giúp cô dâu rạng rỡ khi bước vào lễ đường.`,
    (x) => `Phần thân ${x.m} được dựng khung nhẹ, chân váy ${x.s} nhiều lớp nhưng vẫn dễ di chuyển suốt buổi tiệc.`,
  ],
  suit: [
    (x) => `${upperFirst(x.noun)} ${x.s} may từ ${x.m} đứng phom, tông ${x.c} thanh lịch và dễ phối phụ kiện.`,
    (x) => `Chất ${x.m} màu ${x.c} mang lại vẻ chỉn chu, chi tiết ${x.d} tạo điểm nhấn vừa đủ.`,
    (x) => `Đường may sắc sảo, vai được dựng nhẹ giúp dáng người trông cân đối trong ${x.noun} ${x.c} này.`,
  ],
  kids: [
    (x) => `${upperFirst(x.noun)} may từ ${x.m} mềm mại, màu ${x.c} tươi tắn cùng chi tiết ${x.d} đáng yêu.`,
    (x) => `Chất ${x.m} nhẹ, không gây ngứa, để bé thoải mái chạy nhảy cả buổi tiệc.`,
    (x) => `Mẫu ${x.c} này được nhiều ba mẹ chọn cho bé đi tiệc cưới, sinh nhật và chụp ảnh gia đình.`,
  ],
  bag: [
    (x) => `${upperFirst(x.noun)} ${x.m} màu ${x.c}, phom gọn gàng, đủ chỗ cho điện thoại, ví nhỏ và son môi.`,
    (x) => `Chất ${x.m} tông ${x.c} giúp ${x.noun} dễ phối với cả váy dự tiệc lẫn trang phục dạo phố.`,
    (x) => `${upperFirst(x.noun)} có lớp lót vải bên trong và dây đeo tháo rời, cầm tay hay đeo vai đều tiện.`,
  ],
  shoe: [
    (x) => `${upperFirst(x.noun)} ${x.m} màu ${x.c}, lót đệm êm giúp bạn tự tin di chuyển suốt buổi tiệc.`,
    (x) => `Phom ${x.s} thanh mảnh kéo dài đôi chân, tông ${x.c} dễ đi cùng nhiều kiểu trang phục.`,
    (x) => `Đế chống trơn và phần gót được gia cố chắc chắn, ${x.noun} này đi cả ngày vẫn vững.`,
  ],
  jewellery: [
    (x) => `${upperFirst(x.noun)} ${x.m} ${x.d}, ánh ${x.c} nhẹ nhàng tôn làn da và đường cổ.`,
    (x) => `Thiết kế ${x.d} tinh tế, đeo riêng đã đủ nổi bật, kết hợp cùng áo dài hay đầm tiệc đều hợp.`,
    (x) => `Món trang sức ${x.m} được đánh bóng thủ công, khoá cài chắc chắn và dễ đeo.`,
  ],
  scarf: [
    (x) => `${upperFirst(x.noun)} ${x.m} màu ${x.c}, mềm và rủ, quàng cổ hay choàng vai đều đẹp.`,
    (x) => `Điểm nhấn ${x.d} trên nền ${x.c} giúp bộ trang phục đơn giản trở nên cuốn hút hơn.`,
    (x) => `Chất ${x.m} nhẹ, gấp gọn cho vào túi xách, tiện mang theo những hôm trời trở gió.`,
  ],
  headpiece: [
    (x) => `${upperFirst(x.noun)} ${x.m} màu ${x.c}, ${x.d} thủ công, là mảnh ghép hoàn hảo cho bộ áo dài.`,
    (x) => `${upperFirst(x.noun)} có khung bên trong nhẹ và ôm đầu, đội lâu không bị đau hay tuột.`,
    (x) => `Chi tiết ${x.d} trên nền ${x.m} ${x.c} giúp gương mặt rạng rỡ hơn trong ảnh.`,
  ],
};

const FIT: Record<ProductGroup, readonly string[]> = {
  aodai: [
    'Phom áo ôm nhẹ phần eo, giúp dáng người trông thon gọn và cao hơn.',
    'Áo được chiết ly vừa vặn, cổ đứng phom, mặc cả ngày vẫn thoải mái.',
    'Tay raglan giúp cử động dễ dàng, ngồi lâu hay di chuyển nhiều cũng không bị cấn.',
    'Nếu số đo của bạn nằm giữa hai size, nên chọn size lớn hơn để áo không bị căng ở ngực.',
  ],
  gown: [
    'Phần lưng có khoá kéo ẩn và dây rút nhẹ nên có thể điều chỉnh khoảng một size.',
    'Lớp lót mềm và co giãn nhẹ, mặc lâu không bị nóng hay cấn.',
    'Chiều dài đầm được tính cho người cao khoảng 1m55–1m65 khi đi giày gót 7 phân.',
    'Phần ngực có mút đệm sẵn, không cần mặc thêm áo lót.',
  ],
  wedding: [
    'Váy có dây rút lưng kiểu corset, dễ điều chỉnh theo số đo của cô dâu.',
    'Tùng váy được may rời, có thể bỏ bớt lớp khi chuyển sang trang phục đi bàn.',
    'Shop hỗ trợ thử váy tại cửa hàng và chỉnh sửa miễn phí cho vừa dáng trước ngày cưới.',
  ],
  suit: [
    'Ống quần và tay áo còn dư đường may, có thể lên gấu hoặc nới nhẹ theo số đo.',
    'Áo có lớp lót mỏng, thoáng khí, phù hợp với thời tiết nóng ẩm.',
    'Phom áo ôm vừa phải, cài khuy vẫn thoải mái khi ngồi hay giơ tay.',
  ],
  kids: [
    'Size được tính theo chiều cao của bé; ba mẹ nên chọn dư một chút để bé mặc thoải mái.',
    'Đường may được bọc kỹ bên trong để không cọ vào da bé.',
    'Khoá kéo nằm sau lưng, mặc vào cởi ra rất nhanh.',
  ],
  bag: [
    'Ngăn trong có khe đựng thẻ và một túi khoá kéo nhỏ cho đồ giá trị.',
    'Kích thước vừa vặn, cầm tay nhẹ nhàng mà vẫn đựng được điện thoại màn hình lớn.',
  ],
  shoe: [
    'Form giày chuẩn size Việt, bàn chân bè nên chọn tăng nửa size.',
    'Mũi giày không quá bó, phần gót có lót chống trầy.',
  ],
  jewellery: [
    'Dây có thể điều chỉnh độ dài, đeo cùng cổ áo cao hay cổ thuyền đều đẹp.',
    'Chất liệu không gây kích ứng, phù hợp cả với làn da nhạy cảm.',
  ],
  scarf: ['Khổ khăn rộng, có thể thắt nơ, quàng vai hay buộc lên túi xách.', 'Mép khăn được se tay tỉ mỉ, không bị tưa sợi.'],
  headpiece: [
    'Vòng đầu có thể nới nhẹ, vừa với hầu hết các kiểu tóc búi.',
    'Phụ kiện đã được định hình sẵn, chỉ cần đội lên và cố định bằng kẹp.',
  ],
};

const OCCASION: Record<Occasion, readonly string[]> = {
  'Đám cưới': [
    'Lựa chọn đáng cân nhắc cho lễ gia tiên, tiệc cưới hay buổi chụp ảnh cưới.',
    'Rất hợp cho ngày cưới của bạn hoặc khi đi dự đám cưới người thân.',
  ],
  'Dạ tiệc': [
    'Nổi bật dưới ánh đèn trong các buổi tiệc tối, gala hay tiệc cuối năm của công ty.',
    'Một lựa chọn an toàn mà vẫn cuốn hút cho những buổi dạ tiệc sang trọng.',
  ],
  'Lễ Tết': [
    'Rực rỡ cho những ngày Tết, đi chùa đầu năm hay chúc Tết họ hàng.',
    'Mùa Tết là lúc mẫu này được đặt nhiều nhất, bạn nên giữ lịch sớm.',
  ],
  'Chụp ảnh': [
    'Lên hình rất ăn ảnh, hợp chụp kỷ yếu, chụp phố cổ hay ngoại cảnh.',
    'Màu sắc được chọn để lên ảnh đẹp cả khi chụp bằng điện thoại.',
  ],
  'Công sở': [
    'Đủ chỉn chu cho các buổi họp quan trọng mà vẫn dễ phối cho ngày đi làm bình thường.',
    'Phù hợp môi trường công sở, từ buổi phỏng vấn đến buổi gặp đối tác.',
  ],
  'Du lịch': [
    'Gọn nhẹ và dễ phối đồ, rất tiện cho những chuyến du lịch biển hay dạo phố cuối tuần.',
    'Mang theo khi đi du lịch là có ngay những bức ảnh check-in thật xinh.',
  ],
  'Sinh nhật': [
    'Thích hợp cho tiệc sinh nhật, buổi hẹn cuối tuần hay những dịp muốn xuất hiện thật xinh.',
    'Một lựa chọn vui tươi cho tiệc sinh nhật của bạn hoặc người thân.',
  ],
  'Lễ tốt nghiệp': [
    'Được nhiều bạn trẻ chọn cho lễ tốt nghiệp và buổi chụp ảnh kỷ yếu.',
    'Lễ tốt nghiệp thêm trọn vẹn với một bộ trang phục chỉn chu như thế này.',
  ],
  'Hẹn hò': [
    'Vừa nhẹ nhàng vừa nổi bật, hợp với những buổi hẹn hò hay cà phê cuối tuần.',
    'Một lựa chọn tinh tế cho buổi hẹn tối đầu tiên.',
  ],
  'Sự kiện': [
    'Giúp bạn tự tin xuất hiện tại các sự kiện ra mắt, hội nghị hay tiệc khai trương.',
    'Phù hợp cho thảm đỏ, sự kiện thời trang và các buổi lễ trang trọng.',
  ],
};

const CARE_BY_MATERIAL: Record<Material, readonly string[]> = {
  Lụa: ['Nên giặt tay nhẹ nhàng bằng nước lạnh và phơi trong bóng râm để lụa giữ được độ bóng.', 'Lụa kỵ nắng gắt, bạn nên ủi ở nhiệt độ thấp và treo trên móc gỗ.'],
  'Lụa tơ tằm': ['Lụa tơ tằm nên được giặt khô hoặc giặt tay với dầu gội dịu nhẹ, tuyệt đối không vắt mạnh.'],
  Gấm: ['Gấm nên được giặt khô để giữ hoa văn sắc nét; khi ủi hãy lộn mặt trái.'],
  Voan: ['Voan mỏng nhẹ nên giặt tay trong túi lưới, tránh vắt và phơi nắng trực tiếp.'],
  Chiffon: ['Chiffon nên giặt tay với nước lạnh và hấp hơi thay vì ủi trực tiếp.'],
  Ren: ['Phần ren nên được giặt tay nhẹ, không dùng chất tẩy và không sấy nóng.'],
  'Vải tuyn': ['Lớp tuyn nên được treo thẳng và hấp hơi nhẹ để giữ độ bồng.'],
  Nhung: ['Nhung cần chải nhẹ theo chiều tuyết và hấp hơi, không ủi trực tiếp lên bề mặt.'],
  Satin: ['Satin dễ nhăn nên treo ngay sau khi dùng và hấp hơi ở nhiệt độ vừa.'],
  Tafta: ['Tafta giữ phom tốt; chỉ cần treo lên móc và hấp nhẹ là phẳng lại.'],
  'Kim sa': ['Sản phẩm kết kim sa thủ công nên được giặt khô, cất trong túi vải và tránh móc vào trang sức.'],
  Linen: ['Linen thoáng mát, có thể giặt máy ở chế độ nhẹ; ủi khi vải còn hơi ẩm để phẳng đẹp.'],
  Cotton: ['Cotton có thể giặt máy ở chế độ nhẹ, phơi nơi thoáng mát để giữ màu.'],
  Len: ['Len nên được giặt khô và treo trên móc có vai rộng để không mất phom.'],
  Tweed: ['Tweed nên giặt khô, dùng bàn chải mềm để làm sạch bụi sau mỗi lần mặc.'],
  Da: ['Lau da bằng khăn mềm hơi ẩm, dưỡng da định kỳ và cất trong túi chống bụi.'],
  'Da lộn': ['Da lộn nên được chải bằng bàn chải chuyên dụng và tránh để dính nước.'],
  Cói: ['Đồ cói nên tránh nước; nếu bị ẩm hãy phơi nơi thoáng gió để giữ phom.'],
  Gỗ: ['Guốc gỗ nên tránh ngâm nước, lau khô sau khi đi mưa để lớp sơn bền màu.'],
  'Ngọc trai': ['Tránh để ngọc trai tiếp xúc với nước hoa, mỹ phẩm; lau bằng khăn mềm sau mỗi lần đeo.'],
  Bạc: ['Bạc có thể xỉn màu theo thời gian, chỉ cần lau bằng khăn chuyên dụng là sáng lại.'],
  'Hợp kim mạ vàng': ['Cất trang sức trong hộp kín, tránh nước và mồ hôi để lớp mạ bền lâu.'],
  'Pha lê': ['Pha lê nên được lau bằng khăn mềm và cất riêng để tránh trầy xước.'],
};

const SERVICE_RENT = [
  'Mỗi lần cho thuê, sản phẩm đều được giặt hấp và kiểm tra kỹ đường may trước khi giao.',
  'Giá thuê đã bao gồm giặt ủi; bạn chỉ cần trả đồ đúng hẹn là được hoàn cọc đầy đủ.',
  'Shop hỗ trợ thử đồ tại cửa hàng và chỉnh sửa nhẹ cho vừa dáng trước ngày thuê.',
  'Vào mùa cưới bạn nên đặt lịch thuê trước 3–5 ngày để giữ đúng size.',
];
const SERVICE_SALE = [
  'Sản phẩm mới, nguyên tem mác, được đổi size trong vòng 7 ngày nếu chưa qua sử dụng.',
  'Hàng có sẵn tại cửa hàng, giao nhanh trong ngày ở nội thành.',
];
const SERVICE_BOTH = [
  'Bạn có thể thuê cho một dịp hoặc mua hẳn nếu muốn giữ làm kỷ niệm.',
  'Nếu thích, bạn có thể chuyển từ thuê sang mua và được trừ một phần tiền thuê.',
  ...SERVICE_RENT.slice(0, 2),
];

export function describe(rng: Random, x: DescriptionContext): string {
  const intro = rng.pick(INTRO[x.group])(x);
  const extras: string[] = [];
  if (rng.chance(0.6)) extras.push(rng.pick(FIT[x.group]));
  if (rng.chance(0.65)) extras.push(rng.pick(OCCASION[x.occasion]));
  if (rng.chance(0.5)) extras.push(rng.pick(CARE_BY_MATERIAL[x.material]));
  const service =
    x.type === 'PRODUCT_TYPE_RENTABLE' ? SERVICE_RENT : x.type === 'PRODUCT_TYPE_SALABLE' ? SERVICE_SALE : SERVICE_BOTH;
  if (extras.length === 0 || rng.chance(0.35)) extras.push(rng.pick(service));
  while (extras.length > 3) extras.splice(rng.int(0, extras.length - 1), 1);
  return [intro, ...extras].join(' ');
}
