/**
 * Kenya's counties, towns and the estates of its cities, as words: the proofreader's dictionary
 * takes them as correct spellings (Nakuru is no "Nauru"), and the assistant reads a part of a
 * signature that is one of them as where the visitor is, not the organisation
 * ("Ali Noor of Noor Electronics, Garissa"). Not exhaustive.
 */
export const kenyanPlaces = `Baringo Bomet Bungoma Busia Elgeyo Marakwet Embu Garissa Homa Bay Isiolo Kajiado
Kakamega Kericho Kiambu Kilifi Kirinyaga Kisii Kisumu Kitui Kwale Laikipia Lamu Machakos Makueni
Mandera Marsabit Meru Migori Mombasa Murang'a Muranga Nairobi Nakuru Nandi Narok Nyamira Nyandarua
Nyeri Samburu Siaya Taita Taveta Tana Tharaka Nithi Trans Nzoia Turkana Uasin Gishu Vihiga Wajir
Pokot Eldoret Thika Naivasha Nanyuki Kitale Malindi Kabarak Kikuyu Ruiru Juja Athi Syokimau Kitengela
Ngong Rongai Karen Westlands Kilimani Kileleshwa Lavington Upperhill Gigiri Parklands Eastleigh
Embakasi Kasarani Langata Kibera Mlolongo Kahawa Githurai Nyali Bamburi Likoni Voi Kerugoya Kangema
Maua Chuka Isinya Kapsabet Iten Kabarnet Molo Njoro Gilgil Nyahururu Ol Kalou Webuye Mumias Kapenguria
Lodwar Lokichogio Moyale Hola Mwingi Wote Kangundo Matuu Kenol Sagana Karatina Othaya Mukurweini
Mukurwe-ini
Longisa Sotik Litein Londiani Kapsowar Kapcherop Mulot Silibwet Chepalungu Kipkelion Keroka
Ogembo Nyansiongo Oyugis Kendu Mbita Rusinga Sindo Ndhiwa Awendo Rongo Ugunja Ukwala Bondo Usenge
Yala Luanda Butere Malaba Mumias Khwisero Lugari Malava Kimilili Chwele Sirisia Kapkateny Kacheliba
Maralal Baragoi Wamba Garsen Hola Mpeketoni Witu Mtwapa Kikambala Watamu Mariakani Kinango
Msambweni Diani Ukunda Taveta Mwatate Wundanyi Emali Hamud Kibwezi Makindu Mtito Andei
Tala Kithimani Masii Kathiani Mwala Kabati Kiganjo Mweiga Naromoru Timau Ngarua Rumuruti Nyahururu
Kinangop Ndaragwa Ol Joro Orok Mau Narok Kilgoris Lolgorian Suswa Kimana Loitokitok
Namanga Kiserian Kajiado Ongata Ruaka Gatundu Githunguri Limuru Tigoni Kikuyu Wangige
Kiambaa Kabete Uthiru Kangemi Kawangware Dagoretti Riruta Ngando Kayole Umoja Donholm Buruburu
Pangani Mathare Korogocho Dandora Kariobangi Huruma Ngara Kamukunji Gikomba Githurai Zimmerman`;

const placeWords = new Set([...kenyanPlaces.split(/\s+/), "Kenya"].map((w) => w.toLowerCase()));

/** A word that is (part of) a Kenyan place's name, in any case: "Garissa", "homa", "Bay". */
export function isKenyanPlace(word: string): boolean {
  return placeWords.has(word.toLowerCase());
}
