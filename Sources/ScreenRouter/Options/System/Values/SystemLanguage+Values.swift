// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's language identifiers, under the names AutoMate gives them, in AutoMate's order.

extension SystemLanguage {
    /// Cheyenne: `chy`.
    public static let Cheyenne = SystemLanguage(verbatim: "chy")
    /// English India: `en-IN`.
    public static let EnglishIndia = SystemLanguage(verbatim: "en-IN")
    /// English United States: `en-US`.
    public static let EnglishUnitedStates = SystemLanguage(verbatim: "en-US")
    /// Malagasy: `mg`.
    public static let Malagasy = SystemLanguage(verbatim: "mg")
    /// Tasawaq: `twq`.
    public static let Tasawaq = SystemLanguage(verbatim: "twq")
    /// Nuer: `nus`.
    public static let Nuer = SystemLanguage(verbatim: "nus")
    /// Chinese Simplified: `zh-Hans`.
    public static let ChineseSimplified = SystemLanguage(verbatim: "zh-Hans")
    /// Kashmiri Arabic: `ks-Arab`.
    public static let KashmiriArabic = SystemLanguage(verbatim: "ks-Arab")
    /// French France: `fr-FR`.
    public static let FrenchFrance = SystemLanguage(verbatim: "fr-FR")
    /// Bengali: `bn`.
    public static let Bengali = SystemLanguage(verbatim: "bn")
    /// Tatar Latin: `tt-Latn`.
    public static let TatarLatin = SystemLanguage(verbatim: "tt-Latn")
    /// Southern Sotho: `st`.
    public static let SouthernSotho = SystemLanguage(verbatim: "st")
    /// Neapolitan: `nap`.
    public static let Neapolitan = SystemLanguage(verbatim: "nap")
    /// Fulah: `ff`.
    public static let Fulah = SystemLanguage(verbatim: "ff")
    /// Central Kurdish: `ckb`.
    public static let CentralKurdish = SystemLanguage(verbatim: "ckb")
    /// Slovak: `sk`.
    public static let Slovak = SystemLanguage(verbatim: "sk")
    /// Adangme: `ada`.
    public static let Adangme = SystemLanguage(verbatim: "ada")
    /// Luo: `luo`.
    public static let Luo = SystemLanguage(verbatim: "luo")
    /// Tumbuka: `tum`.
    public static let Tumbuka = SystemLanguage(verbatim: "tum")
    /// Javanese: `jv`.
    public static let Javanese = SystemLanguage(verbatim: "jv")
    /// Meru: `mer`.
    public static let Meru = SystemLanguage(verbatim: "mer")
    /// Ido: `io`.
    public static let Ido = SystemLanguage(verbatim: "io")
    /// Angika: `anp`.
    public static let Angika = SystemLanguage(verbatim: "anp")
    /// Tsonga: `ts`.
    public static let Tsonga = SystemLanguage(verbatim: "ts")
    /// French Canada: `fr-CA`.
    public static let FrenchCanada = SystemLanguage(verbatim: "fr-CA")
    /// Rarotongan: `rar`.
    public static let Rarotongan = SystemLanguage(verbatim: "rar")
    /// Sango: `sg`.
    public static let Sango = SystemLanguage(verbatim: "sg")
    /// Arapaho: `arp`.
    public static let Arapaho = SystemLanguage(verbatim: "arp")
    /// Bemba: `bem`.
    public static let Bemba = SystemLanguage(verbatim: "bem")
    /// German Switzerland: `de-CH`.
    public static let GermanSwitzerland = SystemLanguage(verbatim: "de-CH")
    /// Kpelle: `kpe`.
    public static let Kpelle = SystemLanguage(verbatim: "kpe")
    /// Tajik: `tg`.
    public static let Tajik = SystemLanguage(verbatim: "tg")
    /// Marshallese: `mh`.
    public static let Marshallese = SystemLanguage(verbatim: "mh")
    /// Akan: `ak`.
    public static let Akan = SystemLanguage(verbatim: "ak")
    /// Kimbundu: `kmb`.
    public static let Kimbundu = SystemLanguage(verbatim: "kmb")
    /// Telugu: `te`.
    public static let Telugu = SystemLanguage(verbatim: "te")
    /// Soga: `xog`.
    public static let Soga = SystemLanguage(verbatim: "xog")
    /// Aragonese: `an`.
    public static let Aragonese = SystemLanguage(verbatim: "an")
    /// Manx: `gv`.
    public static let Manx = SystemLanguage(verbatim: "gv")
    /// Palauan: `pau`.
    public static let Palauan = SystemLanguage(verbatim: "pau")
    /// Pashto: `ps`.
    public static let Pashto = SystemLanguage(verbatim: "ps")
    /// Nepali: `ne`.
    public static let Nepali = SystemLanguage(verbatim: "ne")
    /// Ainu: `ain`.
    public static let Ainu = SystemLanguage(verbatim: "ain")
    /// Albanian: `sq`.
    public static let Albanian = SystemLanguage(verbatim: "sq")
    /// Ndonga: `ng`.
    public static let Ndonga = SystemLanguage(verbatim: "ng")
    /// Estonian: `et`.
    public static let Estonian = SystemLanguage(verbatim: "et")
    /// Newari: `new`.
    public static let Newari = SystemLanguage(verbatim: "new")
    /// Welsh: `cy`.
    public static let Welsh = SystemLanguage(verbatim: "cy")
    /// Quechua: `qu`.
    public static let Quechua = SystemLanguage(verbatim: "qu")
    /// Colognian: `ksh`.
    public static let Colognian = SystemLanguage(verbatim: "ksh")
    /// Malay: `ms`.
    public static let Malay = SystemLanguage(verbatim: "ms")
    /// Bambara: `bm`.
    public static let Bambara = SystemLanguage(verbatim: "bm")
    /// Swahili: `sw`.
    public static let Swahili = SystemLanguage(verbatim: "sw")
    /// Tibetan: `bo`.
    public static let Tibetan = SystemLanguage(verbatim: "bo")
    /// Metaʼ: `mgo`.
    public static let Metaʼ = SystemLanguage(verbatim: "mgo")
    /// Lingala: `ln`.
    public static let Lingala = SystemLanguage(verbatim: "ln")
    /// Filipino: `fil`.
    public static let Filipino = SystemLanguage(verbatim: "fil")
    /// Sakha: `sah`.
    public static let Sakha = SystemLanguage(verbatim: "sah")
    /// Finnish: `fi`.
    public static let Finnish = SystemLanguage(verbatim: "fi")
    /// Tahitian: `ty`.
    public static let Tahitian = SystemLanguage(verbatim: "ty")
    /// Kuanyama: `kj`.
    public static let Kuanyama = SystemLanguage(verbatim: "kj")
    /// Ngomba: `jgo`.
    public static let Ngomba = SystemLanguage(verbatim: "jgo")
    /// English: `en`.
    public static let English = SystemLanguage(verbatim: "en")
    /// Maori: `mi`.
    public static let Maori = SystemLanguage(verbatim: "mi")
    /// Nyankole: `nyn`.
    public static let Nyankole = SystemLanguage(verbatim: "nyn")
    /// Pampanga: `pam`.
    public static let Pampanga = SystemLanguage(verbatim: "pam")
    /// Nias: `nia`.
    public static let Nias = SystemLanguage(verbatim: "nia")
    /// Slovenian: `sl`.
    public static let Slovenian = SystemLanguage(verbatim: "sl")
    /// Chinese Taiwan: `zh-TW`.
    public static let ChineseTaiwan = SystemLanguage(verbatim: "zh-TW")
    /// Khmer: `km`.
    public static let Khmer = SystemLanguage(verbatim: "km")
    /// Kurukh: `kru`.
    public static let Kurukh = SystemLanguage(verbatim: "kru")
    /// Mapuche: `arn`.
    public static let Mapuche = SystemLanguage(verbatim: "arn")
    /// Micmac: `mic`.
    public static let Micmac = SystemLanguage(verbatim: "mic")
    /// Jju: `kaj`.
    public static let Jju = SystemLanguage(verbatim: "kaj")
    /// Sukuma: `suk`.
    public static let Sukuma = SystemLanguage(verbatim: "suk")
    /// Japanese: `ja`.
    public static let Japanese = SystemLanguage(verbatim: "ja")
    /// Sindhi: `sd`.
    public static let Sindhi = SystemLanguage(verbatim: "sd")
    /// Khasi: `kha`.
    public static let Khasi = SystemLanguage(verbatim: "kha")
    /// Lozi: `loz`.
    public static let Lozi = SystemLanguage(verbatim: "loz")
    /// Awadhi: `awa`.
    public static let Awadhi = SystemLanguage(verbatim: "awa")
    /// Ngiemboon: `nnh`.
    public static let Ngiemboon = SystemLanguage(verbatim: "nnh")
    /// Umbundu: `umb`.
    public static let Umbundu = SystemLanguage(verbatim: "umb")
    /// Sicilian: `scn`.
    public static let Sicilian = SystemLanguage(verbatim: "scn")
    /// Karelian: `krl`.
    public static let Karelian = SystemLanguage(verbatim: "krl")
    /// Serbian Latin: `sr-Latn`.
    public static let SerbianLatin = SystemLanguage(verbatim: "sr-Latn")
    /// Chamorro: `ch`.
    public static let Chamorro = SystemLanguage(verbatim: "ch")
    /// Makasar: `mak`.
    public static let Makasar = SystemLanguage(verbatim: "mak")
    /// German: `de`.
    public static let German = SystemLanguage(verbatim: "de")
    /// Korean: `ko`.
    public static let Korean = SystemLanguage(verbatim: "ko")
    /// Morisyen: `mfe`.
    public static let Morisyen = SystemLanguage(verbatim: "mfe")
    /// Tongan: `to`.
    public static let Tongan = SystemLanguage(verbatim: "to")
    /// Kyrgyz: `ky`.
    public static let Kyrgyz = SystemLanguage(verbatim: "ky")
    /// Moksha: `mdf`.
    public static let Moksha = SystemLanguage(verbatim: "mdf")
    /// Mundang: `mua`.
    public static let Mundang = SystemLanguage(verbatim: "mua")
    /// Twi: `tw`.
    public static let Twi = SystemLanguage(verbatim: "tw")
    /// Uzbek Cyrillic: `uz-Cyrl`.
    public static let UzbekCyrillic = SystemLanguage(verbatim: "uz-Cyrl")
    /// German Germany: `de-DE`.
    public static let GermanGermany = SystemLanguage(verbatim: "de-DE")
    /// Ukrainian: `uk`.
    public static let Ukrainian = SystemLanguage(verbatim: "uk")
    /// Vietnamese: `vi`.
    public static let Vietnamese = SystemLanguage(verbatim: "vi")
    /// Greek: `el`.
    public static let Greek = SystemLanguage(verbatim: "el")
    /// Limburgish: `li`.
    public static let Limburgish = SystemLanguage(verbatim: "li")
    /// Tigre: `tig`.
    public static let Tigre = SystemLanguage(verbatim: "tig")
    /// Malayalam: `ml`.
    public static let Malayalam = SystemLanguage(verbatim: "ml")
    /// Luba Katanga: `lu`.
    public static let LubaKatanga = SystemLanguage(verbatim: "lu")
    /// Erzya: `myv`.
    public static let Erzya = SystemLanguage(verbatim: "myv")
    /// Tatar Cyrillic: `tt-Cyrl`.
    public static let TatarCyrillic = SystemLanguage(verbatim: "tt-Cyrl")
    /// Italian: `it`.
    public static let Italian = SystemLanguage(verbatim: "it")
    /// Zuni: `zun`.
    public static let Zuni = SystemLanguage(verbatim: "zun")
    /// Walloon: `wa`.
    public static let Walloon = SystemLanguage(verbatim: "wa")
    /// Somali: `so`.
    public static let Somali = SystemLanguage(verbatim: "so")
    /// Vai: `vai`.
    public static let Vai = SystemLanguage(verbatim: "vai")
    /// Tok Pisin: `tpi`.
    public static let TokPisin = SystemLanguage(verbatim: "tpi")
    /// Croatian: `hr`.
    public static let Croatian = SystemLanguage(verbatim: "hr")
    /// Kamba: `kam`.
    public static let Kamba = SystemLanguage(verbatim: "kam")
    /// Sranan Tongo: `srn`.
    public static let SrananTongo = SystemLanguage(verbatim: "srn")
    /// Sundanese Latin: `su-Latn`.
    public static let SundaneseLatin = SystemLanguage(verbatim: "su-Latn")
    /// Mohawk: `moh`.
    public static let Mohawk = SystemLanguage(verbatim: "moh")
    /// Serbian: `sr`.
    public static let Serbian = SystemLanguage(verbatim: "sr")
    /// Czech: `cs`.
    public static let Czech = SystemLanguage(verbatim: "cs")
    /// Venda: `ve`.
    public static let Venda = SystemLanguage(verbatim: "ve")
    /// Tachelhit Latin: `shi-Latn`.
    public static let TachelhitLatin = SystemLanguage(verbatim: "shi-Latn")
    /// Abkhazian: `ab`.
    public static let Abkhazian = SystemLanguage(verbatim: "ab")
    /// Romansh: `rm`.
    public static let Romansh = SystemLanguage(verbatim: "rm")
    /// Sundanese Sundanese: `su-Sund`.
    public static let SundaneseSundanese = SystemLanguage(verbatim: "su-Sund")
    /// Amharic: `am`.
    public static let Amharic = SystemLanguage(verbatim: "am")
    /// Turkmen Cyrillic: `tk-Cyrl`.
    public static let TurkmenCyrillic = SystemLanguage(verbatim: "tk-Cyrl")
    /// Kabuverdianu: `kea`.
    public static let Kabuverdianu = SystemLanguage(verbatim: "kea")
    /// Breton: `br`.
    public static let Breton = SystemLanguage(verbatim: "br")
    /// Comorian: `swb`.
    public static let Comorian = SystemLanguage(verbatim: "swb")
    /// Luxembourgish: `lb`.
    public static let Luxembourgish = SystemLanguage(verbatim: "lb")
    /// Russian: `ru`.
    public static let Russian = SystemLanguage(verbatim: "ru")
    /// Rundi: `rn`.
    public static let Rundi = SystemLanguage(verbatim: "rn")
    /// Koyra Chiini: `khq`.
    public static let KoyraChiini = SystemLanguage(verbatim: "khq")
    /// Marathi: `mr`.
    public static let Marathi = SystemLanguage(verbatim: "mr")
    /// Italian Italy: `it-IT`.
    public static let ItalianItaly = SystemLanguage(verbatim: "it-IT")
    /// Swedish: `sv`.
    public static let Swedish = SystemLanguage(verbatim: "sv")
    /// Klingon: `tlh`.
    public static let Klingon = SystemLanguage(verbatim: "tlh")
    /// Armenian: `hy`.
    public static let Armenian = SystemLanguage(verbatim: "hy")
    /// Luyia: `luy`.
    public static let Luyia = SystemLanguage(verbatim: "luy")
    /// Tuvinian: `tyv`.
    public static let Tuvinian = SystemLanguage(verbatim: "tyv")
    /// Georgian: `ka`.
    public static let Georgian = SystemLanguage(verbatim: "ka")
    /// Macedonian: `mk`.
    public static let Macedonian = SystemLanguage(verbatim: "mk")
    /// Asturian: `ast`.
    public static let Asturian = SystemLanguage(verbatim: "ast")
    /// Koyraboro Senni: `ses`.
    public static let KoyraboroSenni = SystemLanguage(verbatim: "ses")
    /// Yoruba: `yo`.
    public static let Yoruba = SystemLanguage(verbatim: "yo")
    /// Creek: `mus`.
    public static let Creek = SystemLanguage(verbatim: "mus")
    /// Santali: `sat`.
    public static let Santali = SystemLanguage(verbatim: "sat")
    /// Turkmen Latin: `tk-Latn`.
    public static let TurkmenLatin = SystemLanguage(verbatim: "tk-Latn")
    /// Magahi: `mag`.
    public static let Magahi = SystemLanguage(verbatim: "mag")
    /// Kinyarwanda: `rw`.
    public static let Kinyarwanda = SystemLanguage(verbatim: "rw")
    /// Oromo: `om`.
    public static let Oromo = SystemLanguage(verbatim: "om")
    /// Adyghe: `ady`.
    public static let Adyghe = SystemLanguage(verbatim: "ady")
    /// Tswana: `tn`.
    public static let Tswana = SystemLanguage(verbatim: "tn")
    /// Spanish Latin America: `es-419`.
    public static let SpanishLatinAmerica = SystemLanguage(verbatim: "es-419")
    /// Sichuan Yi: `ii`.
    public static let SichuanYi = SystemLanguage(verbatim: "ii")
    /// Spanish Spain: `es-ES`.
    public static let SpanishSpain = SystemLanguage(verbatim: "es-ES")
    /// Hindi: `hi`.
    public static let Hindi = SystemLanguage(verbatim: "hi")
    /// Aromanian: `rup`.
    public static let Aromanian = SystemLanguage(verbatim: "rup")
    /// Komi: `kv`.
    public static let Komi = SystemLanguage(verbatim: "kv")
    /// French: `fr`.
    public static let French = SystemLanguage(verbatim: "fr")
    /// Sindhi Devanagari: `sd-Deva`.
    public static let SindhiDevanagari = SystemLanguage(verbatim: "sd-Deva")
    /// Occitan: `oc`.
    public static let Occitan = SystemLanguage(verbatim: "oc")
    /// Northern Sami: `se`.
    public static let NorthernSami = SystemLanguage(verbatim: "se")
    /// Azerbaijani Latin: `az-Latn`.
    public static let AzerbaijaniLatin = SystemLanguage(verbatim: "az-Latn")
    /// Persian: `fa`.
    public static let Persian = SystemLanguage(verbatim: "fa")
    /// Kalmyk: `xal`.
    public static let Kalmyk = SystemLanguage(verbatim: "xal")
    /// Mossi: `mos`.
    public static let Mossi = SystemLanguage(verbatim: "mos")
    /// Niuean: `niu`.
    public static let Niuean = SystemLanguage(verbatim: "niu")
    /// Faroese: `fo`.
    public static let Faroese = SystemLanguage(verbatim: "fo")
    /// Igbo: `ig`.
    public static let Igbo = SystemLanguage(verbatim: "ig")
    /// Hebrew: `he`.
    public static let Hebrew = SystemLanguage(verbatim: "he")
    /// Polish: `pl`.
    public static let Polish = SystemLanguage(verbatim: "pl")
    /// Romanian: `ro`.
    public static let Romanian = SystemLanguage(verbatim: "ro")
    /// Dutch Belgium: `nl-BE`.
    public static let DutchBelgium = SystemLanguage(verbatim: "nl-BE")
    /// Tagalog: `tl`.
    public static let Tagalog = SystemLanguage(verbatim: "tl")
    /// Nauru: `na`.
    public static let Nauru = SystemLanguage(verbatim: "na")
    /// Masai: `mas`.
    public static let Masai = SystemLanguage(verbatim: "mas")
    /// Indonesian: `id`.
    public static let Indonesian = SystemLanguage(verbatim: "id")
    /// Latin: `la`.
    public static let Latin = SystemLanguage(verbatim: "la")
    /// Punjabi Arabic: `pa-Arab`.
    public static let PunjabiArabic = SystemLanguage(verbatim: "pa-Arab")
    /// South Ndebele: `nr`.
    public static let SouthNdebele = SystemLanguage(verbatim: "nr")
    /// Xhosa: `xh`.
    public static let Xhosa = SystemLanguage(verbatim: "xh")
    /// Uyghur: `ug`.
    public static let Uyghur = SystemLanguage(verbatim: "ug")
    /// Standard Moroccan Tamazight: `zgh`.
    public static let StandardMoroccanTamazight = SystemLanguage(verbatim: "zgh")
    /// Danish: `da`.
    public static let Danish = SystemLanguage(verbatim: "da")
    /// Karachay Balkar: `krc`.
    public static let KarachayBalkar = SystemLanguage(verbatim: "krc")
    /// Lao: `lo`.
    public static let Lao = SystemLanguage(verbatim: "lo")
    /// Norwegian Nynorsk: `nn`.
    public static let NorwegianNynorsk = SystemLanguage(verbatim: "nn")
    /// German Austria: `de-AT`.
    public static let GermanAustria = SystemLanguage(verbatim: "de-AT")
    /// Sinhala: `si`.
    public static let Sinhala = SystemLanguage(verbatim: "si")
    /// Portuguese: `pt`.
    public static let Portuguese = SystemLanguage(verbatim: "pt")
    /// Luba Lulua: `lua`.
    public static let LubaLulua = SystemLanguage(verbatim: "lua")
    /// Kalaallisut: `kl`.
    public static let Kalaallisut = SystemLanguage(verbatim: "kl")
    /// English Australia: `en-AU`.
    public static let EnglishAustralia = SystemLanguage(verbatim: "en-AU")
    /// Udmurt: `udm`.
    public static let Udmurt = SystemLanguage(verbatim: "udm")
    /// Ossetic: `os`.
    public static let Ossetic = SystemLanguage(verbatim: "os")
    /// Bulgarian: `bg`.
    public static let Bulgarian = SystemLanguage(verbatim: "bg")
    /// Italian Switzerland: `it-CH`.
    public static let ItalianSwitzerland = SystemLanguage(verbatim: "it-CH")
    /// Soninke Arabic: `snk-Arab`.
    public static let SoninkeArabic = SystemLanguage(verbatim: "snk-Arab")
    /// Scottish Gaelic: `gd`.
    public static let ScottishGaelic = SystemLanguage(verbatim: "gd")
    /// North Ndebele: `nd`.
    public static let NorthNdebele = SystemLanguage(verbatim: "nd")
    /// Sandawe: `sad`.
    public static let Sandawe = SystemLanguage(verbatim: "sad")
    /// Lojban: `jbo`.
    public static let Lojban = SystemLanguage(verbatim: "jbo")
    /// Punjabi: `pa`.
    public static let Punjabi = SystemLanguage(verbatim: "pa")
    /// Azerbaijani Cyrillic: `az-Cyrl`.
    public static let AzerbaijaniCyrillic = SystemLanguage(verbatim: "az-Cyrl")
    /// Fanti: `fat`.
    public static let Fanti = SystemLanguage(verbatim: "fat")
    /// Kumyk: `kum`.
    public static let Kumyk = SystemLanguage(verbatim: "kum")
    /// Nama: `naq`.
    public static let Nama = SystemLanguage(verbatim: "naq")
    /// Gusii: `guz`.
    public static let Gusii = SystemLanguage(verbatim: "guz")
    /// French Switzerland: `fr-CH`.
    public static let FrenchSwitzerland = SystemLanguage(verbatim: "fr-CH")
    /// Chinese Hong Kong SARChina: `zh-HK`.
    public static let ChineseHongKongSARChina = SystemLanguage(verbatim: "zh-HK")
    /// Soninke Latin: `snk-Latn`.
    public static let SoninkeLatin = SystemLanguage(verbatim: "snk-Latn")
    /// Manipuri: `mni`.
    public static let Manipuri = SystemLanguage(verbatim: "mni")
    /// Ngambay: `sba`.
    public static let Ngambay = SystemLanguage(verbatim: "sba")
    /// Lakota: `lkt`.
    public static let Lakota = SystemLanguage(verbatim: "lkt")
    /// Konkani: `kok`.
    public static let Konkani = SystemLanguage(verbatim: "kok")
    /// English United Kingdom: `en-GB`.
    public static let EnglishUnitedKingdom = SystemLanguage(verbatim: "en-GB")
    /// Cantonese: `yue`.
    public static let Cantonese = SystemLanguage(verbatim: "yue")
    /// Bosnian: `bs`.
    public static let Bosnian = SystemLanguage(verbatim: "bs")
    /// Sanskrit: `sa`.
    public static let Sanskrit = SystemLanguage(verbatim: "sa")
    /// Minangkabau: `min`.
    public static let Minangkabau = SystemLanguage(verbatim: "min")
    /// Kachin: `kac`.
    public static let Kachin = SystemLanguage(verbatim: "kac")
    /// Icelandic: `is`.
    public static let Icelandic = SystemLanguage(verbatim: "is")
    /// Kabyle: `kab`.
    public static let Kabyle = SystemLanguage(verbatim: "kab")
    /// Waray: `war`.
    public static let Waray = SystemLanguage(verbatim: "war")
    /// Esperanto: `eo`.
    public static let Esperanto = SystemLanguage(verbatim: "eo")
    /// Kanuri: `kr`.
    public static let Kanuri = SystemLanguage(verbatim: "kr")
    /// Tigrinya: `ti`.
    public static let Tigrinya = SystemLanguage(verbatim: "ti")
    /// Southern Altai: `alt`.
    public static let SouthernAltai = SystemLanguage(verbatim: "alt")
    /// Inuktitut: `iu`.
    public static let Inuktitut = SystemLanguage(verbatim: "iu")
    /// Bislama: `bi`.
    public static let Bislama = SystemLanguage(verbatim: "bi")
    /// Ewe: `ee`.
    public static let Ewe = SystemLanguage(verbatim: "ee")
    /// Spanish: `es`.
    public static let Spanish = SystemLanguage(verbatim: "es")
    /// Nyanja: `ny`.
    public static let Nyanja = SystemLanguage(verbatim: "ny")
    /// Madurese: `mad`.
    public static let Madurese = SystemLanguage(verbatim: "mad")
    /// Mizo: `lus`.
    public static let Mizo = SystemLanguage(verbatim: "lus")
    /// Uzbek Arabic: `uz-Arab`.
    public static let UzbekArabic = SystemLanguage(verbatim: "uz-Arab")
    /// Avaric: `av`.
    public static let Avaric = SystemLanguage(verbatim: "av")
    /// Turkish: `tr`.
    public static let Turkish = SystemLanguage(verbatim: "tr")
    /// Kannada: `kn`.
    public static let Kannada = SystemLanguage(verbatim: "kn")
    /// Sardinian: `sc`.
    public static let Sardinian = SystemLanguage(verbatim: "sc")
    /// Guarani: `gn`.
    public static let Guarani = SystemLanguage(verbatim: "gn")
    /// Kazakh: `kk`.
    public static let Kazakh = SystemLanguage(verbatim: "kk")
    /// Yemba: `ybb`.
    public static let Yemba = SystemLanguage(verbatim: "ybb")
    /// Taroko: `trv`.
    public static let Taroko = SystemLanguage(verbatim: "trv")
    /// Dutch Netherlands: `nl-NL`.
    public static let DutchNetherlands = SystemLanguage(verbatim: "nl-NL")
    /// Achinese: `ace`.
    public static let Achinese = SystemLanguage(verbatim: "ace")
    /// Ganda: `lg`.
    public static let Ganda = SystemLanguage(verbatim: "lg")
    /// Timne: `tem`.
    public static let Timne = SystemLanguage(verbatim: "tem")
    /// Lithuanian: `lt`.
    public static let Lithuanian = SystemLanguage(verbatim: "lt")
    /// Kabardian: `kbd`.
    public static let Kabardian = SystemLanguage(verbatim: "kbd")
    /// Samoan: `sm`.
    public static let Samoan = SystemLanguage(verbatim: "sm")
    /// Ladino: `lad`.
    public static let Ladino = SystemLanguage(verbatim: "lad")
    /// Oriya: `or`.
    public static let Oriya = SystemLanguage(verbatim: "or")
    /// Chinese Traditional: `zh-Hant`.
    public static let ChineseTraditional = SystemLanguage(verbatim: "zh-Hant")
    /// Belarusian: `be`.
    public static let Belarusian = SystemLanguage(verbatim: "be")
    /// Mongolian: `mn`.
    public static let Mongolian = SystemLanguage(verbatim: "mn")
    /// Malay Arabic: `ms-Arab`.
    public static let MalayArabic = SystemLanguage(verbatim: "ms-Arab")
    /// Tamil: `ta`.
    public static let Tamil = SystemLanguage(verbatim: "ta")
    /// Basque: `eu`.
    public static let Basque = SystemLanguage(verbatim: "eu")
    /// Teso: `teo`.
    public static let Teso = SystemLanguage(verbatim: "teo")
    /// Kikuyu: `ki`.
    public static let Kikuyu = SystemLanguage(verbatim: "ki")
    /// Gujarati: `gu`.
    public static let Gujarati = SystemLanguage(verbatim: "gu")
    /// Zaza: `zza`.
    public static let Zaza = SystemLanguage(verbatim: "zza")
    /// Galician: `gl`.
    public static let Galician = SystemLanguage(verbatim: "gl")
    /// Lezghian: `lez`.
    public static let Lezghian = SystemLanguage(verbatim: "lez")
    /// Portuguese Brazil: `pt-BR`.
    public static let PortugueseBrazil = SystemLanguage(verbatim: "pt-BR")
    /// Maltese: `mt`.
    public static let Maltese = SystemLanguage(verbatim: "mt")
    /// Swiss German: `gsw`.
    public static let SwissGerman = SystemLanguage(verbatim: "gsw")
    /// Zarma: `dje`.
    public static let Zarma = SystemLanguage(verbatim: "dje")
    /// Navajo: `nv`.
    public static let Navajo = SystemLanguage(verbatim: "nv")
    /// Pangasinan: `pag`.
    public static let Pangasinan = SystemLanguage(verbatim: "pag")
    /// Portuguese Portugal: `pt-PT`.
    public static let PortuguesePortugal = SystemLanguage(verbatim: "pt-PT")
    /// Assamese: `as`.
    public static let Assamese = SystemLanguage(verbatim: "as")
    /// Vai Latin: `vai-Latn`.
    public static let VaiLatin = SystemLanguage(verbatim: "vai-Latn")
    /// Nʼ Ko: `nqo`.
    public static let NʼKo = SystemLanguage(verbatim: "nqo")
    /// Latvian: `lv`.
    public static let Latvian = SystemLanguage(verbatim: "lv")
    /// Maithili: `mai`.
    public static let Maithili = SystemLanguage(verbatim: "mai")
    /// Nogai: `nog`.
    public static let Nogai = SystemLanguage(verbatim: "nog")
    /// Mirandese: `mwl`.
    public static let Mirandese = SystemLanguage(verbatim: "mwl")
    /// Aleut: `ale`.
    public static let Aleut = SystemLanguage(verbatim: "ale")
    /// Haitian: `ht`.
    public static let Haitian = SystemLanguage(verbatim: "ht")
    /// Kako: `kkj`.
    public static let Kako = SystemLanguage(verbatim: "kkj")
    /// Scots: `sco`.
    public static let Scots = SystemLanguage(verbatim: "sco")
    /// Urdu: `ur`.
    public static let Urdu = SystemLanguage(verbatim: "ur")
    /// Catalan: `ca`.
    public static let Catalan = SystemLanguage(verbatim: "ca")
    /// Norwegian Bokmål: `nb`.
    public static let NorwegianBokmål = SystemLanguage(verbatim: "nb")
    /// Burmese: `my`.
    public static let Burmese = SystemLanguage(verbatim: "my")
    /// Bosnian Cyrillic: `bs-Cyrl`.
    public static let BosnianCyrillic = SystemLanguage(verbatim: "bs-Cyrl")
    /// Swati: `ss`.
    public static let Swati = SystemLanguage(verbatim: "ss")
    /// Tuvalu: `tvl`.
    public static let Tuvalu = SystemLanguage(verbatim: "tvl")
    /// Afrikaans: `af`.
    public static let Afrikaans = SystemLanguage(verbatim: "af")
    /// Hungarian: `hu`.
    public static let Hungarian = SystemLanguage(verbatim: "hu")
    /// Spanish Mexico: `es-MX`.
    public static let SpanishMexico = SystemLanguage(verbatim: "es-MX")
    /// Mende: `men`.
    public static let Mende = SystemLanguage(verbatim: "men")
    /// Corsican: `co`.
    public static let Corsican = SystemLanguage(verbatim: "co")
    /// Rapanui: `rap`.
    public static let Rapanui = SystemLanguage(verbatim: "rap")
    /// Zulu: `zu`.
    public static let Zulu = SystemLanguage(verbatim: "zu")
    /// Irish: `ga`.
    public static let Irish = SystemLanguage(verbatim: "ga")
    /// Thai: `th`.
    public static let Thai = SystemLanguage(verbatim: "th")
    /// Shona: `sn`.
    public static let Shona = SystemLanguage(verbatim: "sn")
    /// English Canada: `en-CA`.
    public static let EnglishCanada = SystemLanguage(verbatim: "en-CA")
    /// Lunda: `lun`.
    public static let Lunda = SystemLanguage(verbatim: "lun")
    /// Hawaiian: `haw`.
    public static let Hawaiian = SystemLanguage(verbatim: "haw")
    /// Aymara: `ay`.
    public static let Aymara = SystemLanguage(verbatim: "ay")
    /// Tetum: `tet`.
    public static let Tetum = SystemLanguage(verbatim: "tet")
    /// Uzbek Latin: `uz-Latn`.
    public static let UzbekLatin = SystemLanguage(verbatim: "uz-Latn")
    /// Dzongkha: `dz`.
    public static let Dzongkha = SystemLanguage(verbatim: "dz")
    /// Makhuwa Meetto: `mgh`.
    public static let MakhuwaMeetto = SystemLanguage(verbatim: "mgh")
    /// Shan: `shn`.
    public static let Shan = SystemLanguage(verbatim: "shn")
    /// Northern Sotho: `nso`.
    public static let NorthernSotho = SystemLanguage(verbatim: "nso")
    /// Dutch: `nl`.
    public static let Dutch = SystemLanguage(verbatim: "nl")
    /// Yiddish: `yi`.
    public static let Yiddish = SystemLanguage(verbatim: "yi")
    /// Arabic: `ar`.
    public static let Arabic = SystemLanguage(verbatim: "ar")
    /// Wolof: `wo`.
    public static let Wolof = SystemLanguage(verbatim: "wo")
    /// Kalenjin: `kln`.
    public static let Kalenjin = SystemLanguage(verbatim: "kln")
    /// Cornish: `kw`.
    public static let Cornish = SystemLanguage(verbatim: "kw")
    /// Cherokee: `chr`.
    public static let Cherokee = SystemLanguage(verbatim: "chr")
}
