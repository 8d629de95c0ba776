// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's language identifiers, under the names AutoMate gives them (Cheyenne to Komi).

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
}
